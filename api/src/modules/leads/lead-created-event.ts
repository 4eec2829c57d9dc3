import type { Em } from '../../db/orm';
import { recordWebhookEvent } from '../webhooks/webhooks.public';
import type { Lead } from './lead.entity';

/**
 * Announces a lead to webhook endpoints (lead.created) in the caller's transaction. Called for
 * every lead received that is not spam, and for spam flagged on arrival when staff restore it
 * (until then no endpoint has heard of it); never for spam.
 */
export async function recordLeadCreated(em: Em, lead: Lead): Promise<void> {
  await recordWebhookEvent(em, 'lead.created', {
    id: lead.id,
    kind: lead.kind,
    name: lead.name,
    email: lead.email,
    mobile: lead.mobile ?? null,
    subject: lead.subject ?? null,
    message: lead.message ?? null,
    businessName: lead.businessName ?? null,
    pagePath: lead.pagePath ?? null,
    createdAt: lead.createdAt.toISOString(),
  });
}
