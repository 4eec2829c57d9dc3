import { AuditEntry } from '../modules/audit/audit.public';
import { ApiToken } from '../modules/api-tokens/api-token.entity';
import { WebhookDelivery } from '../modules/webhooks/webhook-delivery.entity';
import { WebhookEndpoint } from '../modules/webhooks/webhook-endpoint.entity';
import { WebhookEvent } from '../modules/webhooks/webhook-event.entity';
import { Order } from '../modules/billing/order.entity';
import { PaymentEvent } from '../modules/billing/payment-event.entity';
import { SandboxPayment } from '../modules/billing/sandbox-payment.entity';
import { NotificationMark } from '../modules/backoffice/notification-mark.entity';
import { JobApplication } from '../modules/careers/job-application.entity';
import { Job } from '../modules/careers/job.entity';
import { BlogPost } from '../modules/blog/blog-post.entity';
import { Contact, ContactIdentity } from '../modules/leads/contact.entity';
import { Lead } from '../modules/leads/lead.entity';
import { ContentRevision } from '../modules/publishing/content-revision.entity';
import { OutboxAttempt } from '../modules/outbox/outbox-attempt.entity';
import { OutboxMessage } from '../modules/outbox/outbox-message.entity';
import { LeadNote } from '../modules/leads/lead-note.entity';
import { MediaAsset } from '../modules/media/media-asset.entity';
import { PasswordResetToken } from '../modules/staff/password-reset-token.entity';
import { RecoveryCode } from '../modules/staff/recovery-code.entity';
import { StaffSession } from '../modules/staff/staff-session.entity';
import { StaffUser } from '../modules/staff/staff-user.entity';
import { TaskOutcome } from '../modules/workforce/task-outcome.entity';
import { Task } from '../modules/workforce/task.entity';
import { Redirect } from '../modules/redirects/redirect.entity';
import { RateLimitCounter } from '../shared/rate-limit-counter.entity';

/** Every entity the ORM knows; a new module adds its entities here. */
export const entities = [
  BlogPost,
  Lead,
  LeadNote,
  Contact,
  ContactIdentity,
  Job,
  StaffUser,
  StaffSession,
  PasswordResetToken,
  RecoveryCode,
  OutboxMessage,
  OutboxAttempt,
  Task,
  TaskOutcome,
  NotificationMark,
  JobApplication,
  MediaAsset,
  Order,
  PaymentEvent,
  RateLimitCounter,
  SandboxPayment,
  AuditEntry,
  ApiToken,
  WebhookEndpoint,
  WebhookEvent,
  WebhookDelivery,
  ContentRevision,
  Redirect,
];
