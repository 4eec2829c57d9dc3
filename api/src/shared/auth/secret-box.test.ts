import { describe, expect, it } from 'vitest';
import { SecretBox } from './secret-box';

const box = new SecretBox('s'.repeat(48));

describe('SecretBox', () => {
  it('opens what it sealed, for the same purpose only', () => {
    const sealed = box.seal('totp', 'JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.open('totp', sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(box.open('outbox', sealed)).toBeUndefined();
  });

  it('refuses a changed value and another key', () => {
    const sealed = box.seal('totp', 'secret');
    const [version, iv, body = '', tag] = sealed.split('.');
    const flipped = `${body.slice(0, -1)}${body.endsWith('A') ? 'B' : 'A'}`;
    expect(box.open('totp', [version, iv, flipped, tag].join('.'))).toBeUndefined();
    expect(new SecretBox('t'.repeat(48)).open('totp', sealed)).toBeUndefined();
    expect(box.open('totp', 'not sealed')).toBeUndefined();
  });

  it('seals the same text differently each time', () => {
    expect(box.seal('totp', 'x')).not.toBe(box.seal('totp', 'x'));
  });
});
