import type { LeadSortField } from '../../../../common/leads-inbox';
import { ListState } from '../../components/ListState';
import { ListPager } from '../../components/Pager';
import type { TableSorting } from '../../components/DataTable';
import type {
  InboxContactListQueryVariables,
  InboxLeadListQueryVariables,
} from '../../graphql/graphql';
import { useInboxContactListQuery, useInboxLeadListQuery } from '../../graphql/hooks';
import type { Paging } from '../../lib/use-paging';
import { ContactTable } from './ContactTable';
import { LeadTable } from './LeadTable';

interface ListProps<Variables> {
  variables: Variables;
  /** Whether a filter narrows the list: an empty list then says so. */
  filtered: boolean;
  paging: Paging;
  selectedId: string | null;
  onSelect: (id: string) => void;
}

/** One row per lead, sortable on the server. */
export function LeadList({
  variables,
  filtered,
  paging,
  selectedId,
  onSelect,
  sorting,
}: ListProps<InboxLeadListQueryVariables> & { sorting: TableSorting<LeadSortField> }) {
  const result = useInboxLeadListQuery({ variables, fetchPolicy: 'cache-and-network' });
  return (
    <ListState
      result={result}
      noun="messages"
      emptyReason={filtered ? 'filters' : 'none'}
      isEmpty={(data) => data.inboxLeads.total === 0}
      summary={({ inboxLeads: { total } }) => (
        <p>
          {total} {total === 1 ? 'lead' : 'leads'}
        </p>
      )}
    >
      {({ inboxLeads: { items, total } }) => (
        <>
          <LeadTable leads={items} selectedId={selectedId} onSelect={onSelect} sorting={sorting} />
          <ListPager paging={paging} total={total} label="Lead" />
        </>
      )}
    </ListState>
  );
}

/** One row per contact, the one with the latest matching lead first. */
export function ContactList({
  variables,
  filtered,
  paging,
  selectedId,
  onSelect,
}: ListProps<InboxContactListQueryVariables>) {
  const result = useInboxContactListQuery({ variables, fetchPolicy: 'cache-and-network' });
  return (
    <ListState
      result={result}
      noun="messages"
      emptyReason={filtered ? 'filters' : 'none'}
      isEmpty={(data) => data.inboxContacts.total === 0}
      summary={({ inboxContacts: { total } }) => (
        <p>
          {total} {total === 1 ? 'contact' : 'contacts'}
        </p>
      )}
    >
      {({ inboxContacts: { items, total } }) => (
        <>
          <ContactTable contacts={items} selectedId={selectedId} onSelect={onSelect} />
          <ListPager paging={paging} total={total} label="Contact" />
        </>
      )}
    </ListState>
  );
}
