import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { projectRequestSchema } from '../../../../common/leads';

export const PROJECT_REQUEST_FIELDS = ['name', 'email', 'mobile', 'businessName'] as const;
export type ProjectRequestField = (typeof PROJECT_REQUEST_FIELDS)[number];
export type ProjectRequestValues = Record<ProjectRequestField, string>;
export type ProjectRequestErrors = Partial<Record<ProjectRequestField, string>>;

export const emptyProjectRequest: ProjectRequestValues = {
  name: '',
  email: '',
  mobile: '',
  businessName: '',
};

function isField(name: unknown): name is ProjectRequestField {
  return PROJECT_REQUEST_FIELDS.some((field) => field === name);
}

/** The first message per field that the shared schema gives; empty when all is well. */
export function validateProjectRequest(values: ProjectRequestValues): ProjectRequestErrors {
  const result = projectRequestSchema.safeParse(values);
  const errors: ProjectRequestErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (isField(field)) errors[field] ??= issue.message;
  }
  return errors;
}

/** The per-field messages of a refused submission (the server's extensions.fields). */
export function serverFieldErrors(error: unknown): ProjectRequestErrors {
  const errors: ProjectRequestErrors = {};
  if (!CombinedGraphQLErrors.is(error)) return errors;
  for (const item of error.errors) {
    const fields = item.extensions?.['fields'];
    if (typeof fields !== 'object' || fields === null) continue;
    for (const [field, message] of Object.entries(fields)) {
      if (isField(field) && typeof message === 'string') errors[field] ??= message;
    }
  }
  return errors;
}

/** The message to show above the form when a refusal names no field of the form. */
export function serverMessage(error: unknown): string {
  if (CombinedGraphQLErrors.is(error) && error.errors[0]) {
    const code = error.errors[0].extensions?.['code'];
    if (code !== 'INTERNAL_SERVER_ERROR') return error.errors[0].message;
  }
  return 'Something went wrong. Please try again.';
}
