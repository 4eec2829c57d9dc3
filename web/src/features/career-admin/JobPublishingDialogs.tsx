import { useEffect } from 'react';
import { JOB_STATUSES } from '../../../../common/publishing';
import { Modal } from '../../components/Modal';
import { PreviewLinkPanel } from '../../components/PreviewLinkPanel';
import { PublishPanel } from '../../components/PublishPanel';
import { RevisionHistory } from '../../components/RevisionHistory';
import { QueryState } from '../../components/QueryState';
import type { CareerAdminJobFragment } from '../../graphql/graphql';
import {
  useCareerAdminPreviewLinkMutation,
  useCareerAdminRevisionsQuery,
} from '../../graphql/hooks';
import { publishingFormValues } from '../../lib/publishing-form';
import { displayJobField, JOB_REVISION_LABELS } from './job-revision-fields';
import { useJobPublishing } from './use-job-publishing';

/** The publishing dialogs a job's row opens. */
export type JobPublishingDialog =
  | { kind: 'publishing'; job: CareerAdminJobFragment }
  | { kind: 'preview'; job: CareerAdminJobFragment }
  | { kind: 'history'; job: CareerAdminJobFragment };

interface Props {
  dialog: JobPublishingDialog | null;
  onClose: () => void;
}

/** Publishing (state, schedule, closing date), Preview link and Revisions, for one job. */
export function JobPublishingDialogs({ dialog, onClose }: Props) {
  const publishing = useJobPublishing();
  const onOpenChange = (open: boolean) => {
    if (!open) onClose();
  };
  const job = dialog?.job;
  return (
    <>
      <Modal
        open={dialog?.kind === 'publishing'}
        onOpenChange={onOpenChange}
        title="Publishing"
        description={job?.title}
        className="admin-controls"
      >
        {dialog?.kind === 'publishing' && (
          <PublishPanel
            key={dialog.job.id}
            statuses={JOB_STATUSES}
            withClosingDate
            initialValues={publishingFormValues(dialog.job)}
            onSave={async ({ status, publishAt, closesAt }) => {
              const result = await publishing.save(dialog.job.id, {
                status: status as CareerAdminJobFragment['status'],
                publishAt: publishAt?.toISOString() ?? null,
                closesAt: closesAt?.toISOString() ?? null,
              });
              if (result.ok) onClose();
              return result;
            }}
            onCancel={onClose}
          />
        )}
      </Modal>
      <Modal
        open={dialog?.kind === 'preview'}
        onOpenChange={onOpenChange}
        title="Preview"
        description={job?.title}
      >
        {dialog?.kind === 'preview' && <JobPreview id={dialog.job.id} />}
      </Modal>
      <Modal
        open={dialog?.kind === 'history'}
        onOpenChange={onOpenChange}
        title="Revisions"
        description={job?.title}
        className="admin-controls modal--wide"
      >
        {dialog?.kind === 'history' && <JobRevisions id={dialog.job.id} />}
      </Modal>
    </>
  );
}

function JobPreview({ id }: { id: string }) {
  const [makePreviewLink, previewLink] = useCareerAdminPreviewLinkMutation();
  useEffect(() => {
    // Once per opening: a failure shows below instead of rejecting unheard.
    void makePreviewLink({ variables: { id } }).catch(() => undefined);
  }, [id, makePreviewLink]);
  const link = previewLink.data?.createJobPreviewLink;
  if (previewLink.error) return <p role="alert">Failed to make a preview link</p>;
  if (!link) return <p>Making a preview link...</p>;
  return <PreviewLinkPanel path={link.path} expiresAt={link.expiresAt} />;
}

function JobRevisions({ id }: { id: string }) {
  const result = useCareerAdminRevisionsQuery({ variables: { id }, fetchPolicy: 'network-only' });
  const { restore, restoring } = useJobPublishing();
  return (
    <QueryState
      result={result}
      live
      loading={<p>Loading revisions...</p>}
      failure={<p role="alert">Failed to fetch revisions</p>}
    >
      {({ jobRevisions: revisions }) => (
        <RevisionHistory
          revisions={revisions}
          labels={JOB_REVISION_LABELS}
          display={displayJobField}
          restoring={restoring}
          onRestore={(revision) => {
            const number =
              revisions.length - revisions.findIndex((each) => each.id === revision.id);
            void restore(id, revision.id, number);
          }}
        />
      )}
    </QueryState>
  );
}
