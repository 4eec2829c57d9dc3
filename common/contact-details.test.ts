import { describe, expect, it } from 'vitest';
import { applicationFieldsSchema } from './applications';
import {
  INVALID_EMAIL_MESSAGE,
  INVALID_MOBILE_MESSAGE,
  normalizeEmail,
  normalizeIndianMobile,
} from './contact-details';
import { contactMessageSchema, projectRequestSchema } from './leads';

/** The first message per field when `schema` parses `input`. */
function fieldMessages(
  schema: {
    safeParse: (input: unknown) => {
      error?: { issues: { path: PropertyKey[]; message: string }[] };
    };
  },
  input: Record<string, unknown>,
) {
  const messages: Record<string, string> = {};
  for (const issue of schema.safeParse(input).error?.issues ?? []) {
    messages[String(issue.path[0])] ??= issue.message;
  }
  return messages;
}

const applicant = {
  fullName: 'Asha Verma',
  email: 'asha@example.com',
  phone: '9876543210',
  experience: '4',
  portfolio: '',
};

describe('e-mail and mobile fields of the public forms', () => {
  it('call an empty or blank e-mail and phone required, in the job application too', () => {
    for (const blank of ['', '   ', undefined]) {
      expect(
        fieldMessages(applicationFieldsSchema, { ...applicant, email: blank, phone: blank }),
      ).toEqual({
        email: 'Email is required',
        phone: 'Phone is required',
      });
    }
  });

  it('ask for a valid address or number only when something was typed', () => {
    expect(
      fieldMessages(applicationFieldsSchema, { ...applicant, email: 'asha@', phone: '12345' }),
    ).toEqual({ email: INVALID_EMAIL_MESSAGE, phone: INVALID_MOBILE_MESSAGE });
  });

  it('say the same in the contact and project forms', () => {
    expect(
      fieldMessages(contactMessageSchema, {
        name: 'Asha',
        email: '',
        subject: 'Hi',
        message: 'Hello',
      }),
    ).toEqual({
      email: 'Email is required',
    });
    const request = { name: 'Asha', email: 'asha@', mobile: '', businessName: 'Verma Foods' };
    expect(fieldMessages(projectRequestSchema, request)).toEqual({
      email: INVALID_EMAIL_MESSAGE,
      mobile: 'Mobile number is required',
    });
  });
});

describe('normalised e-mail and mobile (one contact per person)', () => {
  it('lower-cases and trims an e-mail, and reads an empty one as none', () => {
    expect(normalizeEmail('  Asha.Verma@Example.IN ')).toBe('asha.verma@example.in');
    expect(normalizeEmail('   ')).toBeNull();
    expect(normalizeEmail(null)).toBeNull();
  });

  it('finds the 10 digits of an Indian mobile written with a country code, 0, spaces or dashes', () => {
    for (const written of [
      '9876543210',
      '+91 98765 43210',
      '+91-98765-43210',
      '919876543210',
      '0091 9876543210',
      '09876543210',
      '(98765) 43210',
    ]) {
      expect(normalizeIndianMobile(written), written).toBe('9876543210');
    }
  });

  it('gives null for what is not an Indian mobile number', () => {
    for (const written of ['12345', '5876543210', '+1 415 555 0100', '98765432101', '', null]) {
      expect(normalizeIndianMobile(written), String(written)).toBeNull();
    }
  });
});
