import type { ReactNode } from 'react';
import { SEARCH_MAX_LENGTH } from '../../../../common/workforce.schemas';
import { EmptyList } from '../../components/EmptyList';
import { ListPager } from '../../components/Pager';
import { QueryState, type QueryResultLike } from '../../components/QueryState';
import { SearchBox } from '../../components/SearchBox';
import { Spinner } from '../../components/Spinner';
import type { Paging } from '../../lib/use-paging';

interface ManagedListProps<Data, Item> {
  /** Singular and plural, capitalised: 'Employee' / 'Employees'. */
  noun: { one: string; many: string };
  search: string;
  onSearch: (text: string) => void;
  onAdd: () => void;
  result: QueryResultLike<Data>;
  pageOf: (data: Data) => { items: Item[]; total: number };
  paging: Paging;
  /** The table of one page's rows. */
  table: (items: Item[]) => ReactNode;
  /** The screen's dialogs (add, edit, delete...) and anything shown below the list. */
  children: ReactNode;
}

/**
 * An employer's management screen: heading with its Add button, a search box, one page of the
 * list (searched and paged on the server) and the screen's dialogs.
 */
export function ManagedList<Data, Item>({
  noun,
  search,
  onSearch,
  onAdd,
  result,
  pageOf,
  paging,
  table,
  children,
}: ManagedListProps<Data, Item>) {
  const plural = noun.many.toLowerCase();
  const headingId = `${plural}-heading`;
  return (
    <section className="employer-screen" aria-labelledby={headingId}>
      <div className="employer-screen__head">
        <h1 id={headingId}>{noun.one} Management</h1>
        <button type="button" className="button" onClick={onAdd}>
          Add {noun.one}
        </button>
      </div>
      <SearchBox
        id={`${noun.one.toLowerCase()}-search`}
        label={`Search ${plural}`}
        placeholder={`Search ${plural}...`}
        value={search}
        maxLength={SEARCH_MAX_LENGTH}
        onSearch={(text) => onSearch(text.trim())}
      />
      <QueryState
        result={result}
        loading={<Spinner label={`Loading ${plural}`} />}
        failure={(error) => (
          <p role="alert">
            Failed to fetch {plural}: {error.message}
          </p>
        )}
      >
        {(data) => {
          const list = pageOf(data);
          return (
            <>
              {list.items.length === 0 ? (
                <EmptyList noun={plural} reason={search ? 'search' : 'none'} />
              ) : (
                table(list.items)
              )}
              <ListPager always paging={paging} total={list.total} label={noun.many} />
            </>
          );
        }}
      </QueryState>
      {children}
    </section>
  );
}

/** Runs a write that answers its refusal (or nothing), and closes the dialog on success. */
export function closeAfterSuccess(close: () => void) {
  return async (write: Promise<string | undefined>) => {
    const refusal = await write;
    if (!refusal) close();
    return refusal;
  };
}
