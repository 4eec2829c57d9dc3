import { defineEntity, p } from '@mikro-orm/core';
import { ORDER_STATUSES, PAYMENT_PROVIDERS } from '../../../../common/billing';
import { LEAD_TEXT_MAX_LENGTH } from '../../../../common/leads';
import { BILLING_CYCLES, PLAN_KEYS } from '../../../../common/plans';
import { attributionProperties } from '../../db/attribution';
import { createdAtProperty, updatedAtProperty } from '../../db/timestamps';

/** One purchase of a plan: priced by the server, settled only by a verified provider answer. */
const OrderSchema = defineEntity({
  name: 'Order',
  tableName: 'payment_order',
  properties: {
    id: p.integer().primary().autoincrement(),
    /** Public and unguessable: the result pages and the provider know the order by it. */
    reference: p.string().length(19).unique(),
    plan: p.enum(PLAN_KEYS),
    cycle: p.enum(BILLING_CYCLES),
    /** Paise, from common/plans.ts at the time of the order. */
    amountPaise: p.integer(),
    customerName: p.string().length(LEAD_TEXT_MAX_LENGTH),
    /** 10 digits: the contact view finds a customer's other records by it. */
    customerMobile: p.string().length(10).index(),
    /** Where the receipt is e-mailed; null sends it to the mobile on WhatsApp. */
    customerEmail: p.string().length(LEAD_TEXT_MAX_LENGTH).nullable(),
    status: p.enum(ORDER_STATUSES).default('CREATED').index(),
    provider: p.enum(PAYMENT_PROVIDERS),
    /**
     * Taken by a provider that moves no money (the built-in sandbox, PhonePe's test host): shown
     * as a test payment everywhere and left out of revenue.
     */
    isTest: p.boolean().default(false),
    /** The provider's own id for the payment, once it tells us. */
    providerPaymentId: p.string().length(100).nullable(),
    /** Where the provider sends the visitor to pay. */
    checkoutUrl: p.text().nullable(),
    /** A repeated click with the same key answers this order instead of making another. */
    idempotencyKey: p.string().length(100).nullable().unique(),
    paidAt: p.datetime().nullable(),
    /** When the reconciler last asked the provider; spaces out re-checks. */
    lastCheckedAt: p.datetime().nullable(),
    /**
     * Until when one server's reconciler holds the order for a status check, so the other
     * servers' reconcilers pass it over (payment-reconciler.ts).
     */
    checkClaimedUntil: p.datetime().nullable(),
    ...attributionProperties(),
    createdAt: createdAtProperty(),
    updatedAt: updatedAtProperty(),
  },
});

export class Order extends OrderSchema.class {}
OrderSchema.setClass(Order);
