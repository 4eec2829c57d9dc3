import { useEffect, useRef } from 'react';
import { LEAD_SORT } from '../../../../common/leads-inbox';
import { ListPager } from '../../components/Pager';
import { AdminPageHeader } from '../../components/AdminPageHeader';
import { ListState } from '../../components/ListState';
import { usePaging } from '../../lib/use-paging';
import { useListSort } from '../../lib/use-list-sort';
import { useFilterForm } from '../../lib/forms/use-filter-form';
import { useSearchParamState } from '../../lib/use-search-param';
import { useInboxLeadListQuery } from '../../graphql/hooks';
import { LeadDetailPanel } from './LeadDetailPanel';
import { LeadFilters, NO_LEAD_FILTERS, exportHref, type LeadFilterValues } from './LeadFilters';
import { LeadTable, openButtonId } from './LeadTable';
import './leads-inbox.css';

const PAGE_SIZE = 20;

/**
 * 'Messages': contact messages, project requests and chat leads in one inbox. An open lead sits
 * beside the list where the screen is wide enough for both, and takes the screen (with Back)
 * where it is not; leads-inbox.css decides by the inbox's own width.
 */
export function LeadsInbox() {
  const { form, values: filters } = useFilterForm<LeadFilterValues>(NO_LEAD_FILTERS);
  const sorting = useListSort(LEAD_SORT);
  const paging = usePaging(PAGE_SIZE, `${filters.kind}/${filters.status}/${sorting.key}`);
  const [selectedId, setSelectedId] = useSearchParamState('lead');
  const close = useCloseReturningFocus(selectedId, setSelectedId);
  const result = useInboxLeadListQuery({
    variables: {
      kind: filters.kind || null,
      status: filters.status || null,
      sort: sorting.sort,
      ...paging.variables,
    },
    fetchPolicy: 'cache-and-network',
  });
  const reading = selectedId ? ' leads-inbox--reading' : '';

  return (
    <section className={`leads-inbox admin-controls${reading}`} aria-labelledby="leads-inbox-title">
      <AdminPageHeader headingId="leads-inbox-title" title="Messages">
        <a className="button" href={exportHref(filters, sorting.sort)} download>
          Export CSV
        </a>
      </AdminPageHeader>
      <LeadFilters register={form.register} />
      <div className="leads-inbox__body">
        <div className="leads-inbox__list">
          <ListState
            result={result}
            noun="messages"
            emptyReason={filters.kind || filters.status ? 'filters' : 'none'}
            isEmpty={(data) => data.inboxLeads.total === 0}
            summary={({ inboxLeads: { total } }) => (
              <p>
                {total} {total === 1 ? 'lead' : 'leads'}
              </p>
            )}
          >
            {({ inboxLeads: { items, total } }) => (
              <>
                <LeadTable
                  leads={items}
                  selectedId={selectedId}
                  onSelect={setSelectedId}
                  sorting={sorting}
                />
                <ListPager paging={paging} total={total} label="Lead" />
              </>
            )}
          </ListState>
        </div>
        {selectedId && <LeadDetailPanel key={selectedId} leadId={selectedId} onClose={close} />}
      </div>
    </section>
  );
}

/**
 * Closes the open lead and puts focus back on its Open button, so keyboard and screen-reader
 * users carry on from the row they were at (the panel, and Back on a phone, are gone).
 */
function useCloseReturningFocus(
  selectedId: string | null,
  setSelectedId: (id: string | null) => void,
): () => void {
  const closedId = useRef<string | null>(null);
  useEffect(() => {
    if (selectedId || !closedId.current) return;
    document.getElementById(openButtonId(closedId.current))?.focus();
    closedId.current = null;
  }, [selectedId]);
  return () => {
    closedId.current = selectedId;
    setSelectedId(null);
  };
}
