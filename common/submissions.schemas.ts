/**
 * What the api parses for each thing a visitor sends: the form's own fields (the schemas the
 * browser's forms validate with) and the attribution the site adds (common/attribution.ts),
 * the same for GraphQL and REST. Kept apart from the forms' schemas: the attribution is
 * recorded, never typed, so the public pages need not carry its schema.
 */
import type { z } from 'zod';
import { applicationFieldsSchema } from './applications';
import { attributionSchema } from './attribution.schemas';
import { paymentRequestSchema } from './billing.schemas';
import { chatLeadSchema, contactMessageSchema, projectRequestSchema } from './leads';

function withAttribution<Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>) {
  return schema.extend({ attribution: attributionSchema });
}

export const contactSubmissionSchema = withAttribution(contactMessageSchema);
export const projectSubmissionSchema = withAttribution(projectRequestSchema);
export const chatSubmissionSchema = withAttribution(chatLeadSchema);
export const applicationSubmissionSchema = withAttribution(applicationFieldsSchema);
export const paymentSubmissionSchema = withAttribution(paymentRequestSchema);
export type PaymentSubmission = z.infer<typeof paymentSubmissionSchema>;
