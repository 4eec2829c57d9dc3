import { Pager } from '../../components/Pager';
import { useState } from 'react';
import { useSearchParamState } from '../../app/use-search-param';
import { useInboxLeadListQuery } from '../../graphql/hooks';
import { LeadDetailPanel } from './LeadDetailPanel';
import { LeadFilters, exportHref, type LeadFilterValues } from './LeadFilters';
import { LeadTable } from './LeadTable';
import './leads-inbox.css';

const PAGE_SIZE = 20;

/** 'Messages': contact messages, project requests and chat leads in one inbox. */
export function LeadsInbox() {
  const [filters, setFilters] = useState<LeadFilterValues>({ kind: '', status: '' });
  const [page, setPage] = useState(0);
  const [selectedId, setSelectedId] = useSearchParamState('lead');
  const {
    data: current,
    previousData,
    loading,
    error,
  } = useInboxLeadListQuery({
    variables: {
      kind: filters.kind || null,
      status: filters.status || null,
      offset: page * PAGE_SIZE,
      limit: PAGE_SIZE,
    },
    fetchPolicy: 'cache-and-network',
  });
  // The page shown stays on screen while the next one loads, pager and all.
  const data = current ?? previousData;
  const leads = data?.inboxLeads.items ?? [];
  const total = data?.inboxLeads.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));

  return (
    <section className="leads-inbox" aria-labelledby="leads-inbox-title">
      <header className="leads-inbox__head">
        <h1 id="leads-inbox-title" className="admin-page__title">
          Messages
        </h1>
        <a className="button" href={exportHref(filters)} download>
          Export CSV
        </a>
      </header>
      <LeadFilters
        filters={filters}
        onChange={(next) => {
          setFilters(next);
          setPage(0);
        }}
      />
      <div className="leads-inbox__body">
        <div className="leads-inbox__list">
          <p aria-live="polite">
            {loading && !data
              ? 'Loading messages...'
              : `${total} ${total === 1 ? 'lead' : 'leads'}`}
          </p>
          {error && <p role="alert">Failed to fetch messages</p>}
          {!loading && !error && total === 0 && <p>No messages found</p>}
          {leads.length > 0 && (
            <LeadTable leads={leads} selectedId={selectedId} onSelect={setSelectedId} />
          )}
          {pages > 1 && (
            <Pager
              label="Lead"
              page={page + 1}
              pageCount={pages}
              onPage={(next) => setPage(next - 1)}
            />
          )}
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
