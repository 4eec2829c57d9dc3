/**
 * The audit trail's vocabulary, shared by the API (which records and filters) and the admin
 * screen (which labels). A module whose records staff change adds its record type here.
 */
export const AUDIT_RECORD_TYPES = [
  'post',
  'job',
  'application',
  'lead',
  'lead_note',
  'account',
  'task',
  'task_report',
  'order',
  'media',
  'api_token',
  'webhook_endpoint',
  'redirect',
] as const;
export type AuditRecordType = (typeof AUDIT_RECORD_TYPES)[number];

export const AUDIT_RECORD_LABELS: Record<AuditRecordType, string> = {
  post: 'Blog post',
  job: 'Job',
  application: 'Application',
  lead: 'Message',
  lead_note: 'Message note',
  account: 'Account',
  task: 'Task',
  task_report: 'Task report',
  order: 'Order',
  media: 'Image',
  api_token: 'API token',
  webhook_endpoint: 'Webhook endpoint',
  redirect: 'Redirect',
};

export const AUDIT_ACTIONS = ['CREATE', 'UPDATE', 'DELETE'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  CREATE: 'Created',
  UPDATE: 'Changed',
  DELETE: 'Deleted',
};

/** One changed field: its value before and after (null when the record was created/deleted). */
export interface AuditFieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** What the trail shows instead of a secret's value: that it changed, never what it is. */
export const REDACTED = '[redacted]';
