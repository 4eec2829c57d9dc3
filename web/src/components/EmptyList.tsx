/** Why a list may be empty: nothing there yet, or nothing that matches what staff narrowed it to. */
export type EmptyListReason = 'none' | 'filters' | 'search';

interface EmptyListProps {
  /** What the list holds, plural and lower case: 'leads', 'blog posts'. */
  noun: string;
  reason?: EmptyListReason;
  /** A further sentence where the screen has something useful to add. */
  hint?: string;
}

const ENDINGS: Record<EmptyListReason, string> = {
  none: 'yet.',
  filters: 'match these filters.',
  search: 'match this search.',
};

/** The words every back-office list says when it shows no rows: 'No leads yet.' */
export function emptyListText(noun: string, reason: EmptyListReason = 'none'): string {
  return `No ${noun} ${ENDINGS[reason]}`;
}

/** What every back-office list shows instead of its rows when there are none. */
export function EmptyList({ noun, reason = 'none', hint }: EmptyListProps) {
  return (
    <p className="empty-list">
      {emptyListText(noun, reason)}
      {hint && ` ${hint}`}
    </p>
  );
}
