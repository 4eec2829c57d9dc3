import { useEffect } from 'react';
import { JOB_STATUSES } from '../../../../common/publishing';
import { PreviewLinkState } from '../../components/PreviewLinkPanel';
import { PublishingDialogs, type PublishingDialogKind } from '../../components/PublishingDialogs';
import { PublishPanel } from '../../components/PublishPanel';
import { QueryState } from '../../components/QueryState';
import { RevisionHistory } from '../../components/RevisionHistory';
import type { CareerAdminJobFragment } from '../../graphql/graphql';
import {
  useCareerAdminPreviewLinkMutation,
  useCareerAdminRevisionsQuery,
} from '../../graphql/hooks';
import { publishingFormValues } from '../../lib/publishing-form';
import { displayJobField, JOB_REVISION_LABELS } from './job-revision-fields';
import { useJobPublishing } from './use-job-publishing';

/** Which publishing dialog is open, and for which job. */
export interface JobPublishingDialog {
  kind: PublishingDialogKind;
  job: CareerAdminJobFragment;
}

interface Props {
  dialog: JobPublishingDialog | null;
  onClose: () => void;
}

/** Publishing (state, schedule, closing date), Preview link and Revisions, for one job. */
export function JobPublishingDialogs({ dialog, onClose }: Props) {
  const publishing = useJobPublishing();
  return (
    <PublishingDialogs open={dialog?.kind ?? null} itemTitle={dialog?.job.title} onClose={onClose}>
      {(kind) => {
        if (!dialog) return null;
        const { job } = dialog;
        if (kind === 'preview') return <JobPreview id={job.id} />;
        if (kind === 'history') return <JobRevisions id={job.id} />;
        return (
          <PublishPanel
            statuses={JOB_STATUSES}
            withClosingDate
            initialValues={publishingFormValues(job)}
            onSave={async ({ status, publishAt, closesAt }) => {
              const result = await publishing.save(job.id, {
                status: status as CareerAdminJobFragment['status'],
                publishAt: publishAt?.toISOString() ?? null,
                closesAt: closesAt?.toISOString() ?? null,
              });
              if (result.ok) onClose();
              return result;
            }}
            onCancel={onClose}
          />
        );
      }}
    </PublishingDialogs>
  );
}

function JobPreview({ id }: { id: string }) {
  const [makePreviewLink, previewLink] = useCareerAdminPreviewLinkMutation();
  useEffect(() => {
    // Once per opening: a failure shows below instead of rejecting unheard.
    void makePreviewLink({ variables: { id } }).catch(() => undefined);
  }, [id, makePreviewLink]);
  const link = previewLink.data?.createJobPreviewLink;
  return <PreviewLinkState link={link} failed={Boolean(previewLink.error)} />;
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
      {({ jobRevisions }) => (
        <RevisionHistory
          revisions={jobRevisions}
          labels={JOB_REVISION_LABELS}
          display={displayJobField}
          restoring={restoring}
          onRestore={(revision, number) => void restore(id, revision.id, number)}
        />
      )}
    </QueryState>
  );
}
