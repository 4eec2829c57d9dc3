import { Link } from 'react-router-dom';
import { useInboxContactDetailQuery } from '../../graphql/hooks';
import type { ContactPanel_EntryFragment } from '../../graphql/graphql';
import { formatStaffDateTime } from '../../lib/format-date';
import { QueryState } from '../../components/QueryState';
import { DetailPanelHead } from './DetailPanelHead';

const ENTRY_KINDS: Record<string, string> = {
  LEAD: 'Lead',
  APPLICATION: 'Application',
  ORDER: 'Order',
};

/**
 * One person: their e-mail addresses and mobiles, and everything they sent, newest first:
 * leads, and the applications and orders with the same details, each with its source.
 */
export function ContactPanel({ contactId, onClose }: { contactId: string; onClose: () => void }) {
  const result = useInboxContactDetailQuery({ variables: { id: contactId } });
  const contact = result.data?.inboxContact;
  return (
    <aside className="leads-inbox__detail" aria-labelledby="contact-detail-title">
      <DetailPanelHead
        headingId="contact-detail-title"
        title={contact ? contact.name : 'Contact'}
        what="contact"
        onClose={onClose}
      />
      <QueryState
        result={result}
        keepPrevious={false}
        loading={<p>Loading contact...</p>}
        failure={<p role="alert">Failed to load the contact</p>}
      >
        {({ inboxContact: person }) => (
          <>
            <dl className="leads-inbox__facts">
              <dt>Contact id</dt>
              <dd>{person.id}</dd>
              <dt>{person.emails.length === 1 ? 'Email' : 'Emails'}</dt>
              <dd>{person.emails.join(', ') || 'None'}</dd>
              <dt>{person.mobiles.length === 1 ? 'Mobile' : 'Mobiles'}</dt>
              <dd>{person.mobiles.join(', ') || 'None'}</dd>
              <dt>First seen</dt>
              <dd>{formatStaffDateTime(person.createdAt)}</dd>
            </dl>
            <h3>History ({person.history.length})</h3>
            <ol className="leads-inbox__history" aria-label="History">
              {person.history.map((entry) => (
                <HistoryEntry key={`${entry.kind}-${entry.id}`} entry={entry} />
              ))}
            </ol>
          </>
        )}
      </QueryState>
    </aside>
  );
}

function HistoryEntry({ entry }: { entry: ContactPanel_EntryFragment }) {
  return (
    <li>
      <p className="leads-inbox__history-title">
        <span className="leads-inbox__history-kind">{ENTRY_KINDS[entry.kind] ?? entry.kind}</span>{' '}
        <Link to={entry.link}>{entry.title}</Link>
      </p>
      <p className="leads-inbox__note-meta">
        {formatStaffDateTime(entry.at)} · {entry.status} · Source: {entry.source ?? 'unknown'}
      </p>
    </li>
  );
}
