import { formatPublicDate } from '../../lib/format-date';

interface Dated {
  createdAt: string;
  /** Null only for a post never live (a draft seen through a preview link). */
  publishedAt?: string | null | undefined;
}

/** The day a post went live, as visitors read it; a draft shows the day it was written. */
export function PublicationDate({ post }: { post: Dated }) {
  const date = post.publishedAt ?? post.createdAt;
  return <time dateTime={date}>{formatPublicDate(date)}</time>;
}
