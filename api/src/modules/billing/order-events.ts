import type { PaymentEventKind } from '../../../../common/billing';
import type { Em } from '../../db/orm';
import type { Order } from './order.entity';
import { PaymentEvent } from './payment-event.entity';

/** Adds a step to the order's timeline (persisted with the next flush). */
export function recordEvent(em: Em, order: Order, kind: PaymentEventKind, detail: string): void {
  em.create(PaymentEvent, { order, kind, detail });
}
