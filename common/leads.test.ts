import { describe, expect, it } from 'vitest';
import {
  fieldError,
  isHoneypotFilled,
  leadEmailSchema,
  leadMobileSchema,
  leadNameSchema,
} from './leads';

describe('chat lead field messages', () => {
  it('requires a name of at least 2 characters after trimming', () => {
    expect(fieldError(leadNameSchema, undefined)).toBe('Name is required');
    expect(fieldError(leadNameSchema, '   ')).toBe('Name is required');
    expect(fieldError(leadNameSchema, ' A ')).toBe('Name should be at least 2 characters long');
    expect(fieldError(leadNameSchema, ' Al ')).toBeUndefined();
    expect(fieldError(leadNameSchema, 'x'.repeat(201))).toBe('Name must be at most 200 characters');
  });

  it('requires an e-mail address that looks like one', () => {
    expect(fieldError(leadEmailSchema, '')).toBe('Email is required');
    expect(fieldError(leadEmailSchema, 'asha@')).toBe('Please enter a valid email address');
    expect(fieldError(leadEmailSchema, ' asha@example.in ')).toBeUndefined();
  });

  it('requires exactly 10 digits starting with 6 to 9', () => {
    expect(fieldError(leadMobileSchema, '')).toBe('Mobile number is required');
    for (const bad of ['5876543210', '987654321', '98765432101', '98765 4321', '+919876543210']) {
      expect(fieldError(leadMobileSchema, bad)).toBe('Please enter a valid 10-digit mobile number');
    }
    for (const good of ['6000000000', '9876543210']) {
      expect(fieldError(leadMobileSchema, good)).toBeUndefined();
    }
  });

  it('treats any non-blank honeypot value as a bot', () => {
    expect([undefined, null, '', '  '].map(isHoneypotFilled)).toEqual([false, false, false, false]);
    expect(['x', 0, {}].map(isHoneypotFilled)).toEqual([true, true, true]);
  });
});
