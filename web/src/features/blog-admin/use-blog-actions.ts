import type { UploadContext } from '../../lib/upload-link';
import type { BlogPostInput, SeoInput } from '../../graphql/graphql';
import {
  useBlogAdminCreatePostMutation,
  useBlogAdminDeletePostMutation,
  useBlogAdminUpdatePostMutation,
} from '../../graphql/hooks';
import { serverFieldErrors } from '../../lib/forms/server-errors';
import { writeThenToast } from '../../lib/forms/write-then-toast';

const REFETCH = { refetchQueries: ['BlogAdminPosts'] };
const SAVE_FAILED = 'Failed to save blog post';
const DELETE_FAILED = 'Failed to delete blog';

export interface SaveRequest {
  /** Absent for a new post. */
  id?: string;
  input: BlogPostInput;
  image: File | null;
  seo: SeoInput;
  onUploadProgress: UploadContext['onUploadProgress'];
}

/** Success, or the server's per-field messages (empty when the failure was not about a field). */
export type SaveResult = { ok: true } | { ok: false; fields: Record<string, string> };

export interface BlogActions {
  save: (request: SaveRequest) => Promise<SaveResult>;
  /** Resolves true once deleted; a failure is told in a toast. */
  remove: (id: string) => Promise<boolean>;
}

/** The Blogs screen's writes, with toasts for their outcome. */
export function useBlogActions(): BlogActions {
  const [createPost] = useBlogAdminCreatePostMutation(REFETCH);
  const [updatePost] = useBlogAdminUpdatePostMutation(REFETCH);
  const [deletePost] = useBlogAdminDeletePostMutation(REFETCH);
  return {
    save: async ({ id, input, image, seo, onUploadProgress }) => {
      const context: UploadContext = { onUploadProgress };
      const outcome = await writeThenToast(
        () =>
          id
            ? updatePost({ variables: { id, input, image, seo }, context })
            : // A new post starts private: staff preview it, then publish or schedule it.
              createPost({
                variables: { input, image, seo, publishing: { status: 'DRAFT' } },
                context,
              }),
        {
          success: id ? 'Blog updated successfully!' : 'Blog added successfully!',
          failure: SAVE_FAILED,
        },
      );
      return outcome.ok ? { ok: true } : { ok: false, fields: serverFieldErrors(outcome.error) };
    },
    remove: async (id) => {
      const outcome = await writeThenToast(() => deletePost({ variables: { id } }), {
        success: 'Blog deleted successfully!',
        failure: DELETE_FAILED,
      });
      return outcome.ok;
    },
  };
}
