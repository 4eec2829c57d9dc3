import { describe, expect, it } from 'vitest';
import {
  categoryByOption,
  categoryBySegment,
  excerpt,
  paragraphs,
  readingTimeMinutes,
} from './blog';

describe('blog card rules', () => {
  it('keeps the first 35 words and adds ... only when the text is longer', () => {
    const words = Array.from({ length: 40 }, (_, i) => `w${i}`);
    expect(excerpt(words.join(' '))).toBe(`${words.slice(0, 35).join(' ')}...`);
    expect(excerpt(words.slice(0, 35).join(' '))).toBe(words.slice(0, 35).join(' '));
    expect(excerpt('  short   text  ')).toBe('short text');
  });

  it('reads one minute per started thousand characters', () => {
    expect(readingTimeMinutes('')).toBe(0);
    expect(readingTimeMinutes('a')).toBe(1);
    expect(readingTimeMinutes('a'.repeat(1000))).toBe(1);
    expect(readingTimeMinutes('a'.repeat(1001))).toBe(2);
  });

  it('splits a body into paragraphs on line breaks, dropping empty lines', () => {
    expect(paragraphs('One.\r\nTwo.\n\n  Three.  ')).toEqual(['One.', 'Two.', 'Three.']);
  });

  it('maps addresses and the original option values to categories', () => {
    expect(categoryBySegment('education')).toBe('EDUCATIONAL_CONTENT');
    expect(categoryBySegment('nope')).toBeUndefined();
    expect(categoryByOption('Educational Content')).toBe('EDUCATIONAL_CONTENT');
    expect(categoryByOption('regular')).toBe('REGULAR_UPDATE');
    expect(categoryByOption(' seo benefits ')).toBe('SEO_BENEFITS');
    expect(categoryByOption('other')).toBeUndefined();
  });
});
