import { describe, expect, it } from 'vitest';
import { postBodyText } from './blog-body';

describe('postBodyText', () => {
  it("gives a Markdown post's words, the same each time it is asked", () => {
    const post = {
      bodyFormat: 'MARKDOWN' as const,
      description: '# Hello\n\nSome **bold** words.',
    };
    expect(postBodyText(post)).toBe('Hello\nSome bold words.');
    expect(postBodyText(post)).toBe('Hello\nSome bold words.');
  });

  it('reads a post again once its text or format has changed', () => {
    const post: { bodyFormat: 'MARKDOWN' | 'PLAIN'; description: string } = {
      bodyFormat: 'MARKDOWN',
      description: 'First *draft*',
    };
    expect(postBodyText(post)).toBe('First draft');
    post.description = 'Second *draft*';
    expect(postBodyText(post)).toBe('Second draft');
    post.bodyFormat = 'PLAIN';
    expect(postBodyText(post)).toBe('Second *draft*');
  });
});
