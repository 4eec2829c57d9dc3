import { QueryState, type QueryStateProps } from './QueryState';

type ListStateProps<TData> = Omit<
  QueryStateProps<TData>,
  'loading' | 'failure' | 'empty' | 'live'
> & {
  /** What the list holds, plural: 'blogs' reads 'Loading blogs...' and 'Failed to fetch blogs'. */
  noun: string;
  /** The failure paragraph's class, where the screen styles it. */
  failureClassName?: string;
  /** Said instead of the list when `isEmpty` holds. */
  emptyText?: string;
};

/** A back-office list's data states, in the live region and in the words every list uses. */
export function ListState<TData>({
  noun,
  failureClassName,
  emptyText,
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
      empty={emptyText === undefined ? null : <p>{emptyText}</p>}
    />
  );
}
