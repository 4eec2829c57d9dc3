import { describe, expect, it } from 'vitest';
import { firstFreeSlug, slugify } from './slug';

describe('slugify', () => {
  it('keeps ASCII letters and digits joined by single hyphens', () => {
    expect(slugify('Senior Node.js Engineer (Remote)', 160, 'job')).toBe(
      'senior-node-js-engineer-remote',
    );
    expect(slugify('  Café — Résumé tips!  ', 160, 'post')).toBe('cafe-resume-tips');
  });

  it('leaves room for a numbered suffix and never ends with a hyphen', () => {
    const slug = slugify('word '.repeat(60), 40, 'post');
    expect(slug.length).toBeLessThanOrEqual(32);
    expect(slug.endsWith('-')).toBe(false);
  });

  it('falls back when the title has no letter or digit', () => {
    expect(slugify('!!! ???', 160, 'post')).toBe('post');
  });
});

describe('firstFreeSlug', () => {
  it('answers the base when free, else the first free number after it', () => {
    expect(firstFreeSlug('seo', new Set(['seo-tips']))).toBe('seo');
    expect(firstFreeSlug('seo', new Set(['seo', 'seo-2', 'seo-4']))).toBe('seo-3');
  });
});
