import { useEffect } from 'react';
import { POST_STATUSES } from '../../../../common/publishing';
import { Modal } from '../../components/Modal';
import { PreviewLinkPanel } from '../../components/PreviewLinkPanel';
import { PublishPanel } from '../../components/PublishPanel';
import { RevisionHistory } from '../../components/RevisionHistory';
import { QueryState } from '../../components/QueryState';
import type { BlogAdminPostFragment } from '../../graphql/graphql';
import { useBlogAdminPreviewLinkMutation, useBlogAdminRevisionsQuery } from '../../graphql/hooks';
import { publishingFormValues } from '../../lib/publishing-form';
import { displayPostField, POST_REVISION_LABELS } from './post-revision-fields';
import { usePostPublishing } from './use-post-publishing';

/** The publishing dialogs a post's row opens. */
export type PostPublishingDialog =
  | { kind: 'publishing'; post: BlogAdminPostFragment }
  | { kind: 'preview'; post: BlogAdminPostFragment }
  | { kind: 'history'; post: BlogAdminPostFragment };

interface Props {
  dialog: PostPublishingDialog | null;
  onClose: () => void;
}

/** Publishing (state and schedule), Preview link and Revisions, each for one post. */
export function PostPublishingDialogs({ dialog, onClose }: Props) {
  const publishing = usePostPublishing();
  const onOpenChange = (open: boolean) => {
    if (!open) onClose();
  };
  const post = dialog?.post;
  return (
    <>
      <Modal
        open={dialog?.kind === 'publishing'}
        onOpenChange={onOpenChange}
        title="Publishing"
        description={post?.title}
        className="admin-controls"
      >
        {dialog?.kind === 'publishing' && (
          <PublishPanel
            key={dialog.post.id}
            statuses={POST_STATUSES}
            initialValues={publishingFormValues(dialog.post)}
            onSave={async ({ status, publishAt }) => {
              const result = await publishing.save(dialog.post.id, {
                status: status as BlogAdminPostFragment['status'],
                publishAt: publishAt?.toISOString() ?? null,
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
        description={post?.title}
      >
        {dialog?.kind === 'preview' && <PostPreview id={dialog.post.id} />}
      </Modal>
      <Modal
        open={dialog?.kind === 'history'}
        onOpenChange={onOpenChange}
        title="Revisions"
        description={post?.title}
        className="admin-controls modal--wide"
      >
        {dialog?.kind === 'history' && <PostRevisions id={dialog.post.id} />}
      </Modal>
    </>
  );
}

function PostPreview({ id }: { id: string }) {
  const [makePreviewLink, previewLink] = useBlogAdminPreviewLinkMutation();
  useEffect(() => {
    // Once per opening: a failure shows below instead of rejecting unheard.
    void makePreviewLink({ variables: { id } }).catch(() => undefined);
  }, [id, makePreviewLink]);
  const link = previewLink.data?.createBlogPostPreviewLink;
  if (previewLink.error) return <p role="alert">Failed to make a preview link</p>;
  if (!link) return <p>Making a preview link...</p>;
  return <PreviewLinkPanel path={link.path} expiresAt={link.expiresAt} />;
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
      {({ blogPostRevisions: revisions }) => (
        <RevisionHistory
          revisions={revisions}
          labels={POST_REVISION_LABELS}
          display={displayPostField}
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
