import { defineEntity, p } from '@mikro-orm/core';
import { PAYMENT_EVENT_KINDS } from '../../../../common/billing';
import { createdAtProperty } from '../../db/timestamps';
import { Order } from './order.entity';

/** One step in an order's life (created, redirected, callback, verified, status checked...). */
const PaymentEventSchema = defineEntity({
  name: 'PaymentEvent',
  tableName: 'payment_event',
  properties: {
    id: p.integer().primary().autoincrement(),
    order: () => p.manyToOne(Order).deleteRule('cascade').index(),
    kind: p.enum(PAYMENT_EVENT_KINDS),
    /** Plain words for staff: what happened and what the provider said. */
    detail: p.text(),
    createdAt: createdAtProperty(),
  },
});

export class PaymentEvent extends PaymentEventSchema.class {}
PaymentEventSchema.setClass(PaymentEvent);
