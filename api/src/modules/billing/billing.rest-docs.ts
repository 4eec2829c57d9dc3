import { z } from 'zod';
import { ORDER_SORT, ORDER_STATUSES } from '../../../../common/billing';
import { sortQuery, isoDate } from '../../shared/rest-docs';

export const createPaymentAnswerSchema = z.object({
  success: z.literal(true),
  url: z
    .string()
    .meta({ description: "The payment provider's checkout page: send the payer there" }),
  reference: z.string().meta({ description: "The order's reference (ORD...)" }),
});

export const createPaymentErrorSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});

export const callbackAnswerSchema = z.object({
  success: z.literal(true),
  reference: z.string(),
  status: z.enum(ORDER_STATUSES),
  alreadySettled: z.boolean().meta({ description: 'A replay: answered without any change' }),
});

export const ordersCsvQuerySchema = z.object({
  status: z.enum(ORDER_STATUSES).optional().meta({ description: 'Only orders in this state' }),
  from: isoDate().optional().meta({ description: 'Created on or after this day (YYYY-MM-DD)' }),
  to: isoDate().optional().meta({ description: 'Created on or before this day (YYYY-MM-DD)' }),
  ...sortQuery(ORDER_SORT.fields),
});

export const sandboxFormSchema = z.object({
  outcome: z.enum(['pay', 'fail']).meta({ description: 'What the pretend payer chose' }),
});
