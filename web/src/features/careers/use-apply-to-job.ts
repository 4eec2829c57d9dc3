import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { UploadContext } from '../../app/upload-link';
import { useApplyToJobMutation } from '../../graphql/hooks';
import type { ApplicationFieldErrors, ApplicationFormValues } from './application-form-values';

const APPLY_FAILED = 'Failed to submit application. Please try again.';

type ApplyResult = { ok: true } | { ok: false; message: string; fields: ApplicationFieldErrors };

/** Sends an application with its resume, following the upload's progress. */
export function useApplyToJob(): (
  jobSlug: string,
  values: ApplicationFormValues & { resume: File },
  onUploadProgress: UploadContext['onUploadProgress'],
) => Promise<ApplyResult> {
  const [applyToJob] = useApplyToJobMutation();
  return async (jobSlug, { resume, portfolio, ...fields }, onUploadProgress) => {
    const context: UploadContext = { onUploadProgress };
    try {
      await applyToJob({
        variables: { input: { ...fields, jobSlug, portfolio: portfolio || null }, resume },
        context,
      });
      return { ok: true };
    } catch (error) {
      return { ok: false, ...failureOf(error) };
    }
  };
}

/** The server's message and per-field messages; a generic text when it said nothing useful. */
function failureOf(error: unknown): { message: string; fields: ApplicationFieldErrors } {
  if (!CombinedGraphQLErrors.is(error)) return { message: APPLY_FAILED, fields: {} };
  const first = error.errors[0];
  const fields = first?.extensions?.['fields'];
  return {
    message: first?.message || APPLY_FAILED,
    fields: typeof fields === 'object' && fields !== null ? fields : {},
  };
}
