import { skipToken, useQuery } from '@apollo/client/react';
import { paragraphs } from '../../../../common/blog';
import type { BlogBodyFormat } from '../../../../common/blog-body';
import { BlogAdminRenderMarkdownDocument } from '../../graphql/graphql';
import { useDebouncedValue } from '../../lib/use-debounced-value';

const PREVIEW_DELAY_MS = 350;

export type MarkdownPreview =
  | { kind: 'plain'; paragraphs: string[] }
  | {
      kind: 'markdown';
      html: string | null;
      problem: string | null;
      busy: boolean;
      failed: boolean;
    };

/**
 * The body as visitors will see it, following the text as it is typed: Markdown is rendered by
 * the server's own renderer (never in the browser), plain text is shown as its paragraphs.
 */
export function useMarkdownPreview(text: string, format: BlogBodyFormat): MarkdownPreview {
  const settled = useDebouncedValue(text, PREVIEW_DELAY_MS);
  const markdown = format === 'MARKDOWN';
  // The generated hook takes no skipToken; useQuery itself does.
  const result = useQuery(
    BlogAdminRenderMarkdownDocument,
    !markdown || settled.trim() === ''
      ? skipToken
      : { variables: { markdown: settled }, fetchPolicy: 'cache-first' },
  );
  if (!markdown) return { kind: 'plain', paragraphs: paragraphs(text) };
  const rendered =
    settled.trim() === '' ? null : (result.data ?? result.previousData)?.renderMarkdown;
  return {
    kind: 'markdown',
    html: rendered?.html ?? null,
    problem: rendered?.problem ?? null,
    busy: result.loading || settled !== text,
    failed: Boolean(result.error),
  };
}
