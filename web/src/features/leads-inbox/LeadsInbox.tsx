import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LEAD_SORT } from '../../../../common/leads-inbox';
import { AdminPageHeader } from '../../components/AdminPageHeader';
import { usePaging } from '../../lib/use-paging';
import { useListSort } from '../../lib/use-list-sort';
import { useFilterForm } from '../../lib/forms/use-filter-form';
import { useSearchParamState } from '../../lib/use-search-param';
import { LeadDetailPanel } from './LeadDetailPanel';
import { ContactPanel } from './ContactPanel';
import { ContactList, LeadList } from './InboxLists';
import {
  LeadFilters,
  NO_LEAD_FILTERS,
  exportHref,
  hasLeadFilters,
  type LeadFilterValues,
} from './LeadFilters';
import { openButtonId } from './LeadTable';
import './leads-inbox.css';

const PAGE_SIZE = 20;

/**
 * 'Messages': contact messages, project requests and chat leads in one inbox, spam left out
 * unless asked for, one row per lead or per contact. An open lead or contact sits beside the
 * list where the screen is wide enough for both, and takes the screen (with Back) where it is
 * not; leads-inbox.css decides by the inbox's own width.
 */
export function LeadsInbox() {
  const { form, values: filters } = useFilterForm<LeadFilterValues>(NO_LEAD_FILTERS);
  const sorting = useListSort(LEAD_SORT);
  const paging = usePaging(
    PAGE_SIZE,
    `${filters.kind}/${filters.status}/${filters.source}/${filters.byContact}/${sorting.key}`,
  );
  const [selectedId] = useSearchParamState('lead');
  const [contactId] = useSearchParamState('contact');
  const showInPanel = useShowInPanel();
  const openContact = (id: string) => showInPanel({ contact: id });
  const close = useCloseReturningFocus(selectedId ?? contactId, () => showInPanel({}));
  const reading = selectedId || contactId ? ' leads-inbox--reading' : '';
  const listFilters = {
    kind: filters.kind || null,
    status: filters.status || null,
    source: filters.source || null,
    ...paging.variables,
  };

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
          {filters.byContact ? (
            <ContactList
              variables={listFilters}
              filtered={hasLeadFilters(filters)}
              paging={paging}
              selectedId={contactId}
              onSelect={openContact}
            />
          ) : (
            <LeadList
              variables={{ ...listFilters, sort: sorting.sort }}
              filtered={hasLeadFilters(filters)}
              paging={paging}
              selectedId={selectedId}
              onSelect={(id) => showInPanel({ lead: id })}
              sorting={sorting}
            />
          )}
        </div>
        {selectedId ? (
          <LeadDetailPanel
            key={selectedId}
            leadId={selectedId}
            onClose={close}
            onOpenContact={openContact}
          />
        ) : (
          contactId && <ContactPanel key={contactId} contactId={contactId} onClose={close} />
        )}
      </div>
    </section>
  );
}

/**
 * Shows one lead or one contact in the panel, or neither, in one change of the address (two
 * changes in a row would each start from the same address, and the second would undo the first).
 */
function useShowInPanel(): (shown: { lead?: string; contact?: string }) => void {
  const [, setParams] = useSearchParams();
  return (shown) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of ['lead', 'contact'] as const) {
          const id = shown[name];
          if (id) next.set(name, id);
          else next.delete(name);
        }
        return next;
      },
      { replace: true },
    );
}

/**
 * Closes the open lead and puts focus back on its Open button, so keyboard and screen-reader
 * users carry on from the row they were at (the panel, and Back on a phone, are gone).
 */
function useCloseReturningFocus(selectedId: string | null, unselect: () => void): () => void {
  const closedId = useRef<string | null>(null);
  useEffect(() => {
    if (selectedId || !closedId.current) return;
    const opener =
      document.getElementById(openButtonId(closedId.current)) ??
      document.getElementById(`contact-open-${closedId.current}`);
    opener?.focus();
    closedId.current = null;
  }, [selectedId]);
  return () => {
    closedId.current = selectedId;
    unselect();
  };
}
