import { EmptyList, type EmptyListReason } from './EmptyList';
import { QueryState, type QueryStateProps } from './QueryState';

type ListStateProps<TData> = Omit<
  QueryStateProps<TData>,
  'loading' | 'failure' | 'empty' | 'live'
> & {
  /** What the list holds, plural: 'blogs' reads 'Loading blogs...' and 'Failed to fetch blogs'. */
  noun: string;
  /** The failure paragraph's class, where the screen styles it. */
  failureClassName?: string;
  /** What the empty state names, when it differs from `noun` ('blog posts' beside 'blogs'). */
  emptyNoun?: string;
  /** Whether filters or a search narrowed the list: the empty state says so. */
  emptyReason?: EmptyListReason;
  /** A further sentence for the empty state. */
  emptyHint?: string;
};

/**
 * A back-office list's data states, in the live region and in the words every list uses. The
 * empty state shows when `isEmpty` is given and holds.
 */
export function ListState<TData>({
  noun,
  failureClassName,
  emptyNoun = noun,
  emptyReason,
  emptyHint,
  ...states
}: ListStateProps<TData>) {
  return (
    <QueryState
      {...states}
      live
      loading={<p>{`Loading ${noun}...`}</p>}
      failure={
        <p className={failureClassName} role="alert">
          {`Failed to fetch ${noun}`}
        </p>
      }
      empty={<EmptyList noun={emptyNoun} reason={emptyReason} hint={emptyHint} />}
    />
  );
}
