import { useEffect } from 'react';
import { POST_STATUSES } from '../../../../common/publishing';
import { PreviewLinkState } from '../../components/PreviewLinkPanel';
import { PublishingDialogs, type PublishingDialogKind } from '../../components/PublishingDialogs';
import { PublishPanel } from '../../components/PublishPanel';
import { QueryState } from '../../components/QueryState';
import { RevisionHistory } from '../../components/RevisionHistory';
import type { BlogAdminPostFragment } from '../../graphql/graphql';
import { useBlogAdminPreviewLinkMutation, useBlogAdminRevisionsQuery } from '../../graphql/hooks';
import { publishingFormValues } from '../../lib/publishing-form';
import { displayPostField, POST_REVISION_LABELS } from './post-revision-fields';
import { usePostPublishing } from './use-post-publishing';

/** Which publishing dialog is open, and for which post. */
export interface PostPublishingDialog {
  kind: PublishingDialogKind;
  post: BlogAdminPostFragment;
}

interface Props {
  dialog: PostPublishingDialog | null;
  onClose: () => void;
}

/** Publishing (state and schedule), Preview link and Revisions, each for one post. */
export function PostPublishingDialogs({ dialog, onClose }: Props) {
  const publishing = usePostPublishing();
  return (
    <PublishingDialogs open={dialog?.kind ?? null} itemTitle={dialog?.post.title} onClose={onClose}>
      {(kind) => {
        if (!dialog) return null;
        const { post } = dialog;
        if (kind === 'preview') return <PostPreview id={post.id} />;
        if (kind === 'history') return <PostRevisions id={post.id} />;
        return (
          <PublishPanel
            statuses={POST_STATUSES}
            initialValues={publishingFormValues(post)}
            onSave={async ({ status, publishAt }) => {
              const result = await publishing.save(post.id, {
                status: status as BlogAdminPostFragment['status'],
                publishAt: publishAt?.toISOString() ?? null,
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

function PostPreview({ id }: { id: string }) {
  const [makePreviewLink, previewLink] = useBlogAdminPreviewLinkMutation();
  useEffect(() => {
    // Once per opening: a failure shows below instead of rejecting unheard.
    void makePreviewLink({ variables: { id } }).catch(() => undefined);
  }, [id, makePreviewLink]);
  const link = previewLink.data?.createBlogPostPreviewLink;
  return <PreviewLinkState link={link} failed={Boolean(previewLink.error)} />;
}

function PostRevisions({ id }: { id: string }) {
  const result = useBlogAdminRevisionsQuery({ variables: { id }, fetchPolicy: 'network-only' });
  const { restore, restoring } = usePostPublishing();
  return (
    <QueryState
      result={result}
      live
      loading={<p>Loading revisions...</p>}
      failure={<p role="alert">Failed to fetch revisions</p>}
    >
      {({ blogPostRevisions }) => (
        <RevisionHistory
          revisions={blogPostRevisions}
          labels={POST_REVISION_LABELS}
          display={displayPostField}
          restoring={restoring}
          onRestore={(revision, number) => void restore(id, revision.id, number)}
        />
      )}
    </QueryState>
  );
}
