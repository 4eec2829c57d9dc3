import { describe, expect, it } from 'vitest';
import { contactMessageSchema } from './leads';
import { staffAccountSchema } from './staff';
import { cleanLine, cleanText, requiredLine, requiredText } from './text';
import { taskOutcomeSchema, taskSchema } from './workforce.schemas';

const ESC_RED = '\u001b[31m';
const RIGHT_TO_LEFT_OVERRIDE = '\u202e';
/** Every character the cleaners remove, one of each kind. */
const HOSTILE = [
  '\u0000', // NUL
  '\u0007', // BEL
  '\u001b', // ESC
  '\u007f', // DEL
  '\u009b', // CSI (C1)
  '\u061c', // Arabic letter mark
  '\u200e', // left-to-right mark
  '\u200f', // right-to-left mark
  '\u202a', // left-to-right embedding
  '\u202e', // right-to-left override
  '\u2066', // left-to-right isolate
  '\u2069', // pop directional isolate
];

describe('cleanLine', () => {
  const line = cleanLine('Name', 100);

  it('removes C0 and C1 controls and bidi marks, overrides and isolates', () => {
    for (const character of HOSTILE) {
      expect(line.parse(`Ra${character}vi`), JSON.stringify(character)).toBe('Ravi');
    }
    expect(line.parse(`${ESC_RED}Ravi${RIGHT_TO_LEFT_OVERRIDE}gpj.exe`)).toBe('[31mRavigpj.exe');
  });

  it('makes line breaks and tabs single spaces', () => {
    expect(line.parse('Ravi\r\n\tKumar\u2028Das\u0085Rao')).toBe('Ravi Kumar Das Rao');
  });

  it('keeps the joiners Indic scripts and emoji need, and other text as it is', () => {
    const text = 'क्‍ष 👩‍💻 <b>R&D</b> مرحبا';
    expect(line.parse(text)).toBe(text);
  });

  it('measures the length after cleaning', () => {
    expect(line.parse(`${'x'.repeat(100)}${'\u0000'.repeat(50)}`)).toHaveLength(100);
    expect(line.safeParse('x'.repeat(101)).error?.issues[0]?.message).toBe(
      'Name must be at most 100 characters',
    );
  });
});

describe('cleanText', () => {
  it('keeps line breaks and tabs in long text and removes every other control', () => {
    const text = cleanText('Message', 1000);
    expect(
      text.parse(`Hello\r\n\tteam${ESC_RED}\u000b\u000c\u0085${RIGHT_TO_LEFT_OVERRIDE}!`),
    ).toBe('Hello\r\n\tteam[31m!');
  });
});

describe('requiredLine and requiredText', () => {
  it('call a value of nothing but controls missing', () => {
    expect(
      requiredLine('Name', 100).safeParse(`${ESC_RED[0]}\u202e`).error?.issues[0]?.message,
    ).toBe('Name is required');
    expect(requiredText('Message', 100).safeParse('\u0000\n').error?.issues[0]?.message).toBe(
      'Message is required',
    );
  });
});

describe('the shared schemas', () => {
  it('store a contact message and a staff name clean', () => {
    const message = contactMessageSchema.parse({
      name: `${ESC_RED}Mallory${RIGHT_TO_LEFT_OVERRIDE}`,
      email: 'mallory@example.com',
      subject: `Hi${ESC_RED}\nthere`,
      message: `Line one\n${RIGHT_TO_LEFT_OVERRIDE}Line two`,
    });
    expect(message).toMatchObject({
      name: '[31mMallory',
      subject: 'Hi[31m there',
      message: 'Line one\nLine two',
    });
    const account = staffAccountSchema.parse({
      role: 'ADMIN',
      firstName: `Eve${RIGHT_TO_LEFT_OVERRIDE}`,
      lastName: `${ESC_RED}Adams`,
      email: 'eve@example.com',
      password: 'long enough',
    });
    expect([account.firstName, account.lastName]).toEqual(['Eve', '[31mAdams']);
  });

  it('clean task and outcome forms, keeping line breaks only in the description', () => {
    const task = taskSchema.parse({
      title: `Visit\n${ESC_RED}`,
      description: `Step 1\nStep 2${RIGHT_TO_LEFT_OVERRIDE}`,
      dueDate: '2030-01-01',
      customerName: `\u202aSharma`,
    });
    expect(task).toMatchObject({
      title: 'Visit [31m',
      description: 'Step 1\nStep 2',
      customerName: 'Sharma',
    });
    const outcome = taskOutcomeSchema.parse({
      kind: 'REJECTED',
      taskCode: 'T-000001',
      companyName: `Acme${ESC_RED}`,
      name: `${RIGHT_TO_LEFT_OVERRIDE}Asha`,
      phone: '+91 98100 12345',
      currentLocation: 'Pune',
      region: 'West\u2066',
      date: '2030-01-01',
    });
    expect(outcome).toMatchObject({ companyName: 'Acme[31m', name: 'Asha', region: 'West' });
  });
});
