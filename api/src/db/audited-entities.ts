import { ApiToken } from '../modules/api-tokens/api-tokens.public';
import { WebhookEndpoint } from '../modules/webhooks/webhooks.public';
import type { AuditedEntity } from '../modules/audit/audit.public';
import { Order } from '../modules/billing/order.entity';
import { BlogPost } from '../modules/blog/blog-post.entity';
import { JobApplication } from '../modules/careers/job-application.entity';
import { Job } from '../modules/careers/job.entity';
import { LeadNote } from '../modules/leads/lead-note.entity';
import { Lead } from '../modules/leads/lead.entity';
import { MediaAsset } from '../modules/media/media-asset.entity';
import { Redirect } from '../modules/redirects/redirect.entity';
import { StaffUser } from '../modules/staff/staff-user.entity';
import { TaskOutcome } from '../modules/workforce/task-outcome.entity';
import { Task } from '../modules/workforce/task.entity';

/** The records whose staff writes the audit trail keeps; a new module adds its own here. */
export const auditedEntities: readonly AuditedEntity[] = [
  { entity: BlogPost, type: 'post' },
  { entity: Job, type: 'job' },
  { entity: JobApplication, type: 'application' },
  { entity: Lead, type: 'lead' },
  { entity: LeadNote, type: 'lead_note' },
  { entity: StaffUser, type: 'account' },
  { entity: Task, type: 'task' },
  { entity: TaskOutcome, type: 'task_report' },
  { entity: Order, type: 'order' },
  { entity: MediaAsset, type: 'media' },
  { entity: ApiToken, type: 'api_token' },
  { entity: WebhookEndpoint, type: 'webhook_endpoint' },
  { entity: Redirect, type: 'redirect' },
];
