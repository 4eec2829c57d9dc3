import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog';
import { Modal } from '../../components/Modal';
import type { BlogAdminPostFragment } from '../../graphql/graphql';
import { EMPTY_SEO_FORM, seoFormValuesOf } from '../../components/seo/use-seo-fields';
import { BlogForm } from './BlogForm';
import { EMPTY_BLOG_FORM, blogFormValuesOf } from './blog-form-values';
import type { BlogActions } from './use-blog-actions';

/** Which dialog is open, and for which post. */
export type BlogDialog =
  | { kind: 'add' }
  | { kind: 'update'; post: BlogAdminPostFragment }
  | { kind: 'delete'; post: BlogAdminPostFragment }
  | null;

interface BlogDialogsProps {
  dialog: BlogDialog;
  actions: BlogActions;
  onClose: () => void;
}

/** Add New Blog, Update Blog (prefilled) and Confirm Delete; each closes after success. */
export function BlogDialogs({ dialog, actions, onClose }: BlogDialogsProps) {
  const onOpenChange = (open: boolean) => {
    if (!open) onClose();
  };
  return (
    <>
      <Modal
        open={dialog?.kind === 'add'}
        onOpenChange={onOpenChange}
        title="Add New Blog"
        className="admin-controls blog-dialog"
      >
        <BlogForm
          initialValues={EMPTY_BLOG_FORM}
          initialSeo={EMPTY_SEO_FORM}
          submitLabel="Add Blog"
          onSubmit={async (request) => {
            const result = await actions.save(request);
            if (result.ok) onClose();
            return result;
          }}
          onCancel={onClose}
        />
      </Modal>
      <Modal
        open={dialog?.kind === 'update'}
        onOpenChange={onOpenChange}
        title="Update Blog"
        className="admin-controls blog-dialog"
      >
        {dialog?.kind === 'update' && (
          <BlogForm
            key={dialog.post.id}
            initialValues={blogFormValuesOf(dialog.post)}
            initialSeo={seoFormValuesOf(dialog.post.seo)}
            seoDefaults={{
              title: dialog.post.meta.title,
              description: dialog.post.meta.description,
              path: dialog.post.meta.canonicalUrl,
            }}
            currentImage={dialog.post.picture}
            submitLabel="Update Blog"
            onSubmit={async (request) => {
              const result = await actions.save({ ...request, id: dialog.post.id });
              if (result.ok) onClose();
              return result;
            }}
            onCancel={onClose}
          />
        )}
      </Modal>
      <ConfirmDeleteDialog
        open={dialog?.kind === 'delete'}
        question="Are you sure you want to delete this blog post?"
        name={dialog?.kind === 'delete' ? dialog.post.title : ''}
        onClose={onClose}
        onConfirm={() => {
          if (dialog?.kind !== 'delete') return;
          void actions.remove(dialog.post.id).then((done) => done && onClose());
        }}
      />
    </>
  );
}
