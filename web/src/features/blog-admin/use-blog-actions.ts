import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { toast } from 'sonner';
import type { UploadContext } from '../../app/upload-link';
import type { BlogPostInput } from '../../graphql/graphql';
import {
  useBlogAdminCreatePostMutation,
  useBlogAdminDeletePostMutation,
  useBlogAdminUpdatePostMutation,
} from '../../graphql/hooks';
import type { BlogFieldErrors } from './blog-form-values';

const REFETCH = { refetchQueries: ['BlogAdminPosts'] };
const SAVE_FAILED = 'Failed to save blog post';
const DELETE_FAILED = 'Failed to delete blog';

export interface SaveRequest {
  /** Absent for a new post. */
  id?: string;
  input: BlogPostInput;
  image: File | null;
  onUploadProgress: UploadContext['onUploadProgress'];
}

/** Success, or the server's per-field messages (empty when the failure was not about a field). */
export type SaveResult = { ok: true } | { ok: false; fields: BlogFieldErrors };

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
    save: async ({ id, input, image, onUploadProgress }) => {
      const context: UploadContext = { onUploadProgress };
      try {
        if (id) await updatePost({ variables: { id, input, image }, context });
        else await createPost({ variables: { input, image }, context });
        toast.success(id ? 'Blog updated successfully!' : 'Blog added successfully!');
        return { ok: true };
      } catch (error) {
        const fields = fieldErrorsOf(error);
        toast.error(SAVE_FAILED, { description: messageOf(error) });
        return { ok: false, fields };
      }
    },
    remove: async (id) => {
      try {
        await deletePost({ variables: { id } });
        toast.success('Blog deleted successfully!');
        return true;
      } catch (error) {
        toast.error(DELETE_FAILED, { description: messageOf(error) });
        return false;
      }
    },
  };
}

function fieldErrorsOf(error: unknown): BlogFieldErrors {
  if (!CombinedGraphQLErrors.is(error)) return {};
  const fields = error.errors[0]?.extensions?.['fields'];
  return typeof fields === 'object' && fields !== null ? fields : {};
}

function messageOf(error: unknown): string | undefined {
  return error instanceof Error ? error.message : undefined;
}
