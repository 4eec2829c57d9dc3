import { defineEntity, p } from '@mikro-orm/core';
import { OUTBOX_CHANNELS, OUTBOX_STATUSES } from '../../../../common/notifications';
import { createdAtProperty, updatedAtProperty } from '../../db/timestamps';

/**
 * A message to send, written in the same transaction as the business row that causes it, so a
 * committed application always has its notifications and a rolled-back one never does. The
 * outbox worker claims due rows, sends them and records the outcome.
 */
const OutboxMessageSchema = defineEntity({
  name: 'OutboxMessage',
  tableName: 'outbox_message',
  properties: {
    id: p.integer().primary().autoincrement(),
    channel: p.enum(OUTBOX_CHANNELS),
    /** A phone number with country code (WhatsApp) or an e-mail address. */
    recipient: p.string().length(254),
    template: p.string().length(60),
    /** Values the template needs (names, titles); never secrets. */
    data: p.json<Record<string, string>>(),
    status: p.enum(OUTBOX_STATUSES).default('PENDING').index(),
    /** Attempts since the message was created or last retried by staff. */
    attempts: p.integer().default(0),
    /** When the message is next due; workers pick due PENDING rows in this order. */
    nextAttemptAt: p.datetime().index(),
    /** While a worker holds the message (its lease); a crashed worker's lease runs out. */
    lockedUntil: p.datetime().nullable(),
    /** Which claim holds the lease: only that worker may record the outcome. */
    leaseToken: p.string().length(36).nullable(),
    lastError: p.text().nullable(),
    sentAt: p.datetime().nullable(),
    createdAt: createdAtProperty(),
    updatedAt: updatedAtProperty(),
  },
});

export class OutboxMessage extends OutboxMessageSchema.class {}
OutboxMessageSchema.setClass(OutboxMessage);
