import type { RedirectFieldsInput } from '../../../../common/redirects.schemas';
import {
  useRedirectsAdminCreateMutation,
  useRedirectsAdminDeleteMutation,
  useRedirectsAdminUpdateMutation,
} from '../../graphql/hooks';
import { serverFieldErrors } from '../../lib/forms/server-errors';
import { writeThenToast } from '../../lib/forms/write-then-toast';

const REFETCH = { refetchQueries: ['RedirectsAdminList'] };

/** The Redirects screen's writes, with toasts for their outcome. */
export function useRedirectActions() {
  const [create] = useRedirectsAdminCreateMutation(REFETCH);
  const [update] = useRedirectsAdminUpdateMutation(REFETCH);
  const [remove] = useRedirectsAdminDeleteMutation(REFETCH);
  return {
    /** Null once saved; the server's per-field messages when it refused. */
    save: async (id: string | null, fields: RedirectFieldsInput) => {
      const input = { fromPath: fields.fromPath, toPath: fields.toPath };
      const outcome = await writeThenToast(
        () => (id ? update({ variables: { id, input } }) : create({ variables: { input } })),
        { success: id ? 'Redirect saved' : 'Redirect added', failure: 'Failed to save redirect' },
      );
      return outcome.ok ? null : serverFieldErrors(outcome.error);
    },
    remove: async (id: string) =>
      (
        await writeThenToast(() => remove({ variables: { id } }), {
          success: 'Redirect deleted',
          failure: 'Failed to delete redirect',
        })
      ).ok,
  };
}
