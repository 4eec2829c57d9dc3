import type { UploadContext } from '../../lib/upload-link';
import { useApplyToJobMutation } from '../../graphql/hooks';
import { visitAttribution } from '../../lib/visit-attribution';
import { serverFieldErrors, serverMessage } from '../../lib/forms/server-errors';
import type { ApplicationSubmission } from './application-form-values';

const APPLY_FAILED = 'Failed to submit application. Please try again.';

type ApplyResult = { ok: true } | { ok: false; message: string; fields: Record<string, string> };

/** Sends an application with its resume, following the upload's progress. */
export function useApplyToJob(): (
  jobSlug: string,
  submission: ApplicationSubmission,
  onUploadProgress: UploadContext['onUploadProgress'],
) => Promise<ApplyResult> {
  const [applyToJob] = useApplyToJobMutation();
  return async (jobSlug, { resume, ...fields }, onUploadProgress) => {
    const context: UploadContext = { onUploadProgress };
    try {
      const input = { ...fields, jobSlug, attribution: visitAttribution() };
      await applyToJob({ variables: { input, resume }, context });
      return { ok: true };
    } catch (error) {
      // The server's message and per-field messages; a generic text when it said nothing useful.
      return {
        ok: false,
        message: serverMessage(error, APPLY_FAILED),
        fields: serverFieldErrors(error),
      };
    }
  };
}
