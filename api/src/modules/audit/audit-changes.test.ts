import { describe, expect, it } from 'vitest';
import { fieldChanges } from './audit-changes';

describe('fieldChanges', () => {
  it('lists only the fields an update changed, before and after', () => {
    const changes = fieldChanges(
      'UPDATE',
      { title: 'Old', slug: 'same', publishedAt: new Date('2026-11-01T00:00:00Z') },
      { title: 'New', slug: 'same', publishedAt: new Date('2026-11-02T00:00:00Z') },
    );
    expect(changes).toEqual([
      { field: 'title', before: 'Old', after: 'New' },
      {
        field: 'publishedAt',
        before: '2026-11-01T00:00:00.000Z',
        after: '2026-11-02T00:00:00.000Z',
      },
    ]);
  });

  it('never keeps a password hash or secret, only that it changed', () => {
    const changes = fieldChanges(
      'UPDATE',
      { passwordHash: '$argon2id$old', tokenSecret: 'a' },
      { passwordHash: '$argon2id$new', tokenSecret: 'b' },
    );
    expect(changes).toEqual([
      { field: 'passwordHash', before: '[redacted]', after: '[redacted]' },
      { field: 'tokenSecret', before: '[redacted]', after: '[redacted]' },
    ]);
    expect(JSON.stringify(fieldChanges('CREATE', {}, { passwordHash: 'x' }))).not.toContain('x"');
  });

  it('skips bookkeeping fields, so a sign-in touching lastActiveAt records nothing', () => {
    expect(fieldChanges('UPDATE', { lastActiveAt: 1 }, { lastActiveAt: 2, updatedAt: 3 })).toEqual(
      [],
    );
  });

  it('records a create with every set field and a delete with every stored one', () => {
    expect(fieldChanges('CREATE', {}, { title: 'T', excerpt: null, author: { id: 7 } })).toEqual([
      { field: 'title', before: null, after: 'T' },
      { field: 'author', before: null, after: 7 },
    ]);
    expect(fieldChanges('DELETE', { title: 'T', status: 'OPEN' }, {})).toEqual([
      { field: 'title', before: 'T', after: null },
      { field: 'status', before: 'OPEN', after: null },
    ]);
  });
});
