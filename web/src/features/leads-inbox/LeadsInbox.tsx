import { ListPager } from '../../components/Pager';
import { AdminPageHeader } from '../../components/AdminPageHeader';
import { ListState } from '../../components/ListState';
import { usePaging } from '../../lib/use-paging';
import { useFilterForm } from '../../lib/forms/use-filter-form';
import { useSearchParamState } from '../../lib/use-search-param';
import { useInboxLeadListQuery } from '../../graphql/hooks';
import { LeadDetailPanel } from './LeadDetailPanel';
import { LeadFilters, NO_LEAD_FILTERS, exportHref, type LeadFilterValues } from './LeadFilters';
import { LeadTable } from './LeadTable';
import './leads-inbox.css';

const PAGE_SIZE = 20;

/** 'Messages': contact messages, project requests and chat leads in one inbox. */
export function LeadsInbox() {
  const { form, values: filters } = useFilterForm<LeadFilterValues>(NO_LEAD_FILTERS);
  const paging = usePaging(PAGE_SIZE, `${filters.kind}/${filters.status}`);
  const [selectedId, setSelectedId] = useSearchParamState('lead');
  const result = useInboxLeadListQuery({
    variables: { kind: filters.kind || null, status: filters.status || null, ...paging.variables },
    fetchPolicy: 'cache-and-network',
  });

  return (
    <section className="leads-inbox admin-controls" aria-labelledby="leads-inbox-title">
      <AdminPageHeader headingId="leads-inbox-title" title="Messages">
        <a className="button" href={exportHref(filters)} download>
          Export CSV
        </a>
      </AdminPageHeader>
      <LeadFilters register={form.register} />
      <div className="leads-inbox__body">
        <div className="leads-inbox__list">
          <ListState
            result={result}
            noun="messages"
            emptyText="No messages found"
            isEmpty={(data) => data.inboxLeads.total === 0}
            summary={({ inboxLeads: { total } }) => (
              <p>
                {total} {total === 1 ? 'lead' : 'leads'}
              </p>
            )}
          >
            {({ inboxLeads: { items, total } }) => (
              <>
                <LeadTable leads={items} selectedId={selectedId} onSelect={setSelectedId} />
                <ListPager paging={paging} total={total} label="Lead" />
              </>
            )}
          </ListState>
        </div>
        {selectedId && (
          <LeadDetailPanel
            key={selectedId}
            leadId={selectedId}
            onClose={() => setSelectedId(null)}
          />
        )}
      </div>
    </section>
  );
}
