import { excerpt, readingTimeMinutes } from '../../../../common/blog';
import { postBodyText, type PostBody } from './blog-body';

/** What a list card shows of a post's body. */
export interface PostSummary {
  excerpt: string;
  readingTimeMinutes: number;
}

/** A post's card summary, from its body's words. */
export function postSummary(post: PostBody): PostSummary {
  const words = postBodyText(post);
  return { excerpt: excerpt(words), readingTimeMinutes: readingTimeMinutes(words) };
}
