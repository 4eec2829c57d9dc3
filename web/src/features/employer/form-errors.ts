import type { z } from 'zod';
import { REQUIRED_FIELDS_MESSAGE } from '../../../../common/workforce.schemas';

/**
 * The one message a form shows for invalid input, or undefined when it is valid: missing
 * required fields are told first, as the original did, then the first other problem.
 */
export function formProblem(schema: z.ZodType, values: unknown): string | undefined {
  const result = schema.safeParse(values);
  if (result.success) return undefined;
  const messages = result.error.issues.map((issue) => issue.message);
  return messages.includes(REQUIRED_FIELDS_MESSAGE) ? REQUIRED_FIELDS_MESSAGE : messages[0];
}
