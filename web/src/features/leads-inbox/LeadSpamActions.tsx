import type { LeadStatus, SpamReason } from '../../../../common/leads';
import { SPAM_REASON_LABELS } from '../../../../common/leads-inbox';
import { useInboxMarkLeadAsSpamMutation, useInboxRestoreLeadMutation } from '../../graphql/hooks';
import { writeThenToast } from '../../lib/forms/write-then-toast';

// Either moves the lead in or out of the list shown, and adds a note to its panel.
const AFTER_CHANGE = { refetchQueries: ['InboxLeadList', 'InboxLeadDetail', 'InboxContactList'] };

interface LeadSpamActionsProps {
  leadId: string;
  status: LeadStatus;
  spamReason: SpamReason | null;
}

/**
 * A spam lead says why it was flagged and offers to restore it; any other lead offers to mark
 * it as spam. Spam is never deleted: a mistake is one click away from undone.
 */
export function LeadSpamActions({ leadId, status, spamReason }: LeadSpamActionsProps) {
  const [restore, restoring] = useInboxRestoreLeadMutation(AFTER_CHANGE);
  const [markAsSpam, marking] = useInboxMarkLeadAsSpamMutation(AFTER_CHANGE);
  const variables = { variables: { id: leadId } };

  if (status !== 'SPAM') {
    return (
      <button
        type="button"
        className="button button--small button--ghost leads-inbox__spam-button"
        disabled={marking.loading}
        onClick={() =>
          void writeThenToast(() => markAsSpam(variables), {
            success: 'Marked as spam',
            failure: 'Failed to mark the lead as spam',
          })
        }
      >
        Mark as spam
      </button>
    );
  }
  return (
    <div className="leads-inbox__spam" role="note" aria-label="Flagged as spam">
      <p>
        <strong>Flagged as spam.</strong>{' '}
        {spamReason ? SPAM_REASON_LABELS[spamReason] : 'No reason was kept'}. It is out of the inbox
        until you restore it.
      </p>
      <button
        type="button"
        className="button button--small"
        disabled={restoring.loading}
        onClick={() =>
          void writeThenToast(() => restore(variables), {
            success: 'Restored: the lead is back in the inbox as New',
            failure: 'Failed to restore the lead',
          })
        }
      >
        Not spam: restore
      </button>
    </div>
  );
}
