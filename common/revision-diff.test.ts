import { describe, expect, it } from 'vitest';
import { diffRevisionFields, diffText, type DiffSegment } from './revision-diff';

const marked = (segments: DiffSegment[]) =>
  segments
    .map(({ text, kind }) =>
      kind === 'removed' ? `[-${text}-]` : kind === 'added' ? `{+${text}+}` : text,
    )
    .join('');

describe('diffText', () => {
  it('marks the changed word of a one-line field on each side', () => {
    const { before, after } = diffText('Release notes for May', 'Release notes for June');
    expect(marked(before)).toBe('Release notes for [-May-]');
    expect(marked(after)).toBe('Release notes for {+June+}');
  });

  it('keeps both sides readable as the whole texts', () => {
    const old = 'First line.\nSecond line stays.\nThird line goes.';
    const now = 'First line, longer.\nSecond line stays.\nA new closing line.\n';
    const { before, after } = diffText(old, now);
    expect(before.map((segment) => segment.text).join('')).toBe(old);
    expect(after.map((segment) => segment.text).join('')).toBe(now);
  });

  it('compares changed lines of a long text word by word, and added lines whole', () => {
    const old = 'Intro paragraph.\nWe ship every Friday.\n';
    const now = 'Intro paragraph.\nWe ship every Monday.\nQuestions welcome.\n';
    const { before, after } = diffText(old, now);
    expect(marked(before)).toBe('Intro paragraph.\nWe ship every [-Friday-].\n');
    expect(marked(after)).toBe(
      'Intro paragraph.\nWe ship every {+Monday+}.\n{+Questions welcome.\n+}',
    );
  });

  it('marks a rewritten phrase as one run, not word by word', () => {
    const { before, after } = diffText('Third line goes.', 'A new closing line.');
    expect(marked(before)).toBe('[-Third line goes-].');
    expect(marked(after)).toBe('{+A new closing line+}.');
  });

  it('shows a field that was emptied or filled in', () => {
    expect(marked(diffText('', 'New text').after)).toBe('{+New text+}');
    expect(diffText('', 'New text').before).toEqual([]);
    expect(marked(diffText('Old text', '').before)).toBe('[-Old text-]');
  });
});

describe('diffRevisionFields', () => {
  it('lists every field in the given order, saying which changed', () => {
    const fields = diffRevisionFields(
      { title: 'A', category: 'SEO_BENEFITS', description: 'Same' },
      { title: 'B', description: 'Same', skills: 'React' },
      ['title', 'description'],
    );
    expect(fields.map(({ field, changed }) => [field, changed])).toEqual([
      ['title', true],
      ['description', false],
      ['category', true],
      ['skills', true],
    ]);
    expect(marked(fields[1]?.after ?? [])).toBe('Same');
  });
});
