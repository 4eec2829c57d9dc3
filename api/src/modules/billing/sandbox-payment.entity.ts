import { defineEntity, p } from '@mikro-orm/core';
import { createdAtProperty, updatedAtProperty } from '../../db/timestamps';

const SANDBOX_PAYMENT_STATES = ['PENDING', 'COMPLETED', 'FAILED'] as const;

/**
 * A payment as the built-in sandbox "provider" holds it. Kept in the database, not in one
 * server's memory, so any server behind the load balancer (or the same one after a restart)
 * can show its checkout page and answer its status check. It is the provider's record, apart
 * from the shop's order, just as a real provider's would be.
 */
const SandboxPaymentSchema = defineEntity({
  name: 'SandboxPayment',
  tableName: 'sandbox_payment',
  properties: {
    id: p.integer().primary().autoincrement(),
    /** The order's reference, which the merchant names the payment by. */
    reference: p.string().length(19).unique(),
    /** The sandbox's own id for the payment (SBX...). */
    paymentId: p.string().length(40),
    amountPaise: p.integer(),
    /** Shown on the checkout page (plan and cycle). */
    description: p.string().length(200),
    state: p.enum(SANDBOX_PAYMENT_STATES).default('PENDING'),
    createdAt: createdAtProperty(),
    updatedAt: updatedAtProperty(),
  },
});

export class SandboxPayment extends SandboxPaymentSchema.class {}
SandboxPaymentSchema.setClass(SandboxPayment);
