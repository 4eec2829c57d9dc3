import { defineEntity, p } from '@mikro-orm/core';
import { OutboxMessage } from './outbox-message.entity';

/** One try at sending a message: when, and the error when it failed (null: delivered). */
const OutboxAttemptSchema = defineEntity({
  name: 'OutboxAttempt',
  tableName: 'outbox_attempt',
  properties: {
    id: p.integer().primary().autoincrement(),
    message: () => p.manyToOne(OutboxMessage).deleteRule('cascade').index(),
    attemptedAt: p.datetime(),
    error: p.text().nullable(),
  },
});

export class OutboxAttempt extends OutboxAttemptSchema.class {}
OutboxAttemptSchema.setClass(OutboxAttempt);
