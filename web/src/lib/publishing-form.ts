import { z } from 'zod';
import {
  fromIndiaDateTimeInput,
  toIndiaDateTimeInput,
  type PublishingStatus,
} from '../../../common/publishing';

/** The publishing form as typed: a state, and moments as datetime-local text in India time. */
export interface PublishingFormValues {
  status: PublishingStatus;
  publishAt: string;
  closesAt: string;
}

/** What the form hands on: the moments as instants, none when left empty. */
export interface PublishingChoice {
  status: PublishingStatus;
  publishAt: Date | null;
  closesAt: Date | null;
}

/** A post's or job's current state as the form starts from it. */
export function publishingFormValues(item: {
  status: PublishingStatus;
  publishAt?: string | null | undefined;
  closesAt?: string | null | undefined;
}): PublishingFormValues {
  const asInput = (value: string | null | undefined) =>
    value ? toIndiaDateTimeInput(new Date(value)) : '';
  return {
    status: item.status,
    publishAt: asInput(item.publishAt),
    closesAt: asInput(item.closesAt),
  };
}

const NOT_A_MOMENT = 'Enter a date and a time';

/**
 * The form's rules: a schedule needs its moment, and a moment must be a real one. Whether it
 * still lies ahead the server decides, by its own clock.
 */
export function publishingFormSchema(statuses: readonly [PublishingStatus, ...PublishingStatus[]]) {
  return z
    .object({ status: z.enum(statuses), publishAt: z.string(), closesAt: z.string() })
    .superRefine((values, ctx) => {
      if (values.status === 'SCHEDULED' && !values.publishAt) {
        ctx.addIssue({ code: 'custom', path: ['publishAt'], message: 'Choose when to publish' });
      }
      for (const field of ['publishAt', 'closesAt'] as const) {
        if (values[field] && !fromIndiaDateTimeInput(values[field])) {
          ctx.addIssue({ code: 'custom', path: [field], message: NOT_A_MOMENT });
        }
      }
    })
    .transform((values): PublishingChoice => ({
      status: values.status,
      publishAt:
        values.status === 'SCHEDULED' ? (fromIndiaDateTimeInput(values.publishAt) ?? null) : null,
      closesAt: fromIndiaDateTimeInput(values.closesAt) ?? null,
    }));
}
