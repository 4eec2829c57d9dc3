/**
 * Webhooks: the events the site announces, what each one carries, and how a delivery is signed.
 * Shared by the api (which emits and signs) and the back office (which registers endpoints).
 */
import { z } from 'zod';
import { cleanLine } from './text';

export const WEBHOOK_EVENT_TYPES = [
  'lead.created',
  'application.created',
  'application.status_changed',
  'order.paid',
  'task.outcome_reported',
  'post.published',
  'job.published',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** When each event is sent, in the words the Settings screen shows. */
export const WEBHOOK_EVENT_INFO: Record<WebhookEventType, string> = {
  'lead.created': 'A visitor sent a contact message, a project request or started a chat',
  'application.created': 'Someone applied for a job',
  'application.status_changed': 'An application moved in the hiring pipeline',
  'order.paid': 'The payment provider confirmed an order as paid',
  'task.outcome_reported': 'Marketing staff reported the outcome of a visit',
  'post.published': 'A blog post went live',
  'job.published': 'A job opening went live (created, or opened again)',
};

/** What `data` holds for each event. Ids are numbers; times are ISO 8601 strings (UTC). */
export interface WebhookPayloads {
  'lead.created': {
    id: number;
    kind: string;
    name: string;
    email: string;
    mobile: string | null;
    subject: string | null;
    message: string | null;
    businessName: string | null;
    pagePath: string | null;
    createdAt: string;
  };
  'application.created': {
    id: number;
    jobId: number;
    jobTitle: string;
    fullName: string;
    email: string;
    phone: string;
    experience: string;
    portfolio: string | null;
    createdAt: string;
  };
  'application.status_changed': {
    id: number;
    jobId: number;
    jobTitle: string;
    fullName: string;
    previousStatus: string;
    status: string;
    changedAt: string;
  };
  'order.paid': {
    id: number;
    reference: string;
    plan: string;
    cycle: string;
    amountPaise: number;
    customerName: string;
    customerMobile: string;
    isTest: boolean;
    paidAt: string;
  };
  'task.outcome_reported': {
    id: number;
    taskId: number | null;
    kind: string;
    companyName: string;
    name: string;
    phone: string;
    reportedById: number;
    reportedAt: string;
  };
  'post.published': {
    id: number;
    slug: string;
    path: string;
    title: string;
    category: string;
    publishedAt: string;
  };
  'job.published': {
    id: number;
    slug: string;
    path: string;
    title: string;
    department: string;
    location: string;
    publishedAt: string;
  };
}

/** The JSON body of every delivery; signed byte for byte as sent. */
export interface WebhookBody<T extends WebhookEventType = WebhookEventType> {
  /** The event's id: the same on every retry and redelivery, so a receiver can drop repeats. */
  id: string;
  type: T;
  createdAt: string;
  data: WebhookPayloads[T];
}

/**
 * The headers of a delivery. The signature is `v1=` and the hex HMAC-SHA256, keyed with the
 * endpoint's secret, of `${timestamp}.${raw body}`; the timestamp is Unix seconds at sending.
 */
export const WEBHOOK_HEADERS = {
  id: 'webhook-id',
  event: 'webhook-event',
  timestamp: 'webhook-timestamp',
  signature: 'webhook-signature',
} as const;

/** Every endpoint secret starts with this, so it is recognisable where it is pasted. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

/** How old a delivery's timestamp a receiver should still accept (replay protection). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export const WEBHOOK_URL_MAX_LENGTH = 2000;

const endpointUrl = z
  .string({ error: 'URL is required' })
  .trim()
  .min(1, 'URL is required')
  .max(WEBHOOK_URL_MAX_LENGTH, `URL must be at most ${WEBHOOK_URL_MAX_LENGTH} characters`)
  .pipe(z.url({ protocol: /^https?$/, error: 'URL must be an http:// or https:// address' }))
  .refine(
    (url) => !/^[a-z]+:\/\/[^/]*@/i.test(url),
    'URL must not contain a user name or password',
  );

/** An endpoint as an admin registers it. */
export const webhookEndpointSchema = z.object({
  url: endpointUrl,
  events: z
    .array(z.enum(WEBHOOK_EVENT_TYPES, { error: 'Unknown event' }), { error: 'Choose the events' })
    .min(1, 'Choose at least one event')
    .transform((events) => [...new Set(events)]),
  description: cleanLine('Description', 200).optional().nullable(),
});
export type WebhookEndpointInput = z.input<typeof webhookEndpointSchema>;
