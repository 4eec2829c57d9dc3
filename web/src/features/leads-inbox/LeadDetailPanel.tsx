import { useState } from 'react';
import { LEAD_WORKFLOW_STATUSES, type LeadWorkflowStatus } from '../../../../common/leads';
import {
  LEAD_KIND_LABELS,
  LEAD_NOTE_MAX_LENGTH,
  LEAD_STATUS_LABELS,
  leadNoteSchema,
} from '../../../../common/leads-inbox';
import {
  useInboxAddLeadNoteMutation,
  useInboxLeadDetailQuery,
  useInboxSetLeadStatusMutation,
} from '../../graphql/hooks';
import { formatStaffDateTime } from '../../lib/format-date';
import { LabelledOptions } from '../../components/LabelledOptions';
import { QueryState } from '../../components/QueryState';
import { firstErrorMessage } from '../../lib/forms/first-error';
import { useZodForm } from '../../lib/forms/use-zod-form';
import { refusalOf, writeThenToast } from '../../lib/forms/write-then-toast';
import { AttributionFacts } from './AttributionFacts';
import { DetailPanelHead } from './DetailPanelHead';
import { LeadSpamActions } from './LeadSpamActions';

interface LeadDetailPanelProps {
  leadId: string;
  onClose: () => void;
  /** Opens the lead's contact: everything the same person sent. */
  onOpenContact: (contactId: string) => void;
}

// A new status updates the lead in the cache and may move it in or out of a filtered list;
// a note changes only the lead's own panel.
const AFTER_STATUS = { refetchQueries: ['InboxLeadList'] };
const AFTER_NOTE = { refetchQueries: ['InboxLeadDetail'] };

/**
 * One lead in full: what the visitor sent, where they came from, its status or why it is spam,
 * and the staff's notes.
 */
export function LeadDetailPanel({ leadId, onClose, onOpenContact }: LeadDetailPanelProps) {
  const result = useInboxLeadDetailQuery({ variables: { id: leadId } });
  const [setStatus] = useInboxSetLeadStatusMutation(AFTER_STATUS);
  const lead = result.data?.inboxLead;

  async function changeStatus(status: LeadWorkflowStatus) {
    await writeThenToast(() => setStatus({ variables: { id: leadId, status } }), {
      success: `Status set to ${LEAD_STATUS_LABELS[status]}`,
      failure: 'Failed to change the status',
      reason: 'omitted',
    });
  }

  return (
    <aside className="leads-inbox__detail" aria-labelledby="lead-detail-title">
      <DetailPanelHead
        headingId="lead-detail-title"
        title={lead ? lead.name : 'Lead'}
        what="lead details"
        onClose={onClose}
      />
      <QueryState
        result={result}
        keepPrevious={false}
        loading={<p>Loading lead...</p>}
        failure={<p role="alert">Failed to load the lead</p>}
      >
        {({ inboxLead: lead }) => (
          <>
            <dl className="leads-inbox__facts">
              <dt>Received</dt>
              <dd>{formatStaffDateTime(lead.createdAt)}</dd>
              <dt>Kind</dt>
              <dd>{LEAD_KIND_LABELS[lead.kind]}</dd>
              <dt>Email</dt>
              <dd>
                <a href={`mailto:${lead.email}`}>{lead.email}</a>
              </dd>
              {lead.mobile && <Fact term="Mobile" value={lead.mobile} />}
              {lead.businessName && <Fact term="Business" value={lead.businessName} />}
              {lead.service && <Fact term="Service" value={lead.service.replace(/_/g, ' ')} />}
              {lead.subject && <Fact term="Subject" value={lead.subject} />}
              {lead.pagePath && <Fact term="Sent from" value={lead.pagePath} />}
              <AttributionFacts
                source={lead.source}
                firstTouch={lead.attribution?.firstTouch}
                lastTouch={lead.attribution?.lastTouch}
              />
            </dl>
            {lead.message && <p className="leads-inbox__message">{lead.message}</p>}
            <p className="leads-inbox__consent">{lead.consentNote}</p>
            {lead.status !== 'SPAM' && (
              <label className="leads-inbox__status-field">
                <span>Status</span>
                <select
                  value={lead.status}
                  onChange={(event) => void changeStatus(event.target.value as LeadWorkflowStatus)}
                >
                  <LabelledOptions values={LEAD_WORKFLOW_STATUSES} labels={LEAD_STATUS_LABELS} />
                </select>
              </label>
            )}
            <div className="leads-inbox__lead-actions">
              {lead.contactId && (
                <button
                  type="button"
                  className="button button--small button--ghost"
                  onClick={() => lead.contactId && onOpenContact(lead.contactId)}
                >
                  Everything from this contact
                </button>
              )}
              <LeadSpamActions leadId={leadId} status={lead.status} spamReason={lead.spamReason} />
            </div>
            <h3>Notes</h3>
            {lead.notes.length === 0 ? (
              <p>No notes yet</p>
            ) : (
              <ol className="leads-inbox__notes">
                {lead.notes.map((note) => (
                  <li key={note.id}>
                    <p>{note.body}</p>
                    <p className="leads-inbox__note-meta">
                      {note.authorName}, {formatStaffDateTime(note.createdAt)}
                    </p>
                  </li>
                ))}
              </ol>
            )}
            <NoteForm leadId={leadId} />
          </>
        )}
      </QueryState>
    </aside>
  );
}

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </>
  );
}

function NoteForm({ leadId }: { leadId: string }) {
  const form = useZodForm(leadNoteSchema, { defaultValues: { body: '' } });
  const [failure, setFailure] = useState('');
  const [addNote, { loading }] = useInboxAddLeadNoteMutation(AFTER_NOTE);

  const submit = form.handleSubmit(async ({ body }) => {
    // A refused note is told under the form, not in a toast.
    const outcome = await writeThenToast(() => addNote({ variables: { id: leadId, body } }), {
      success: 'Note added',
    });
    if (outcome.ok) form.reset({ body: '' });
    setFailure(refusalOf(outcome, 'Failed to add the note') ?? '');
  });
  const problem = firstErrorMessage(form.formState.errors) ?? failure;

  return (
    <form className="leads-inbox__note-form" noValidate onSubmit={(event) => void submit(event)}>
      <label htmlFor="lead-note">Add a note</label>
      <textarea
        id="lead-note"
        rows={3}
        maxLength={LEAD_NOTE_MAX_LENGTH}
        {...form.register('body')}
      />
      {problem && <p role="alert">{problem}</p>}
      <button type="submit" className="button button--small" disabled={loading}>
        Add note
      </button>
    </form>
  );
}
