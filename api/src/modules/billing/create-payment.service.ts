import { randomBytes } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import {
  paymentSubmissionSchema,
  type PaymentSubmission,
} from '../../../../common/submissions.schemas';
import { PAISE_PER_RUPEE } from '../../../../common/money';
import { CYCLE_LABELS, PLANS, priceFor } from '../../../../common/plans';
import { attributionColumns } from '../../db/attribution';
import type { ServiceContext } from '../../shared/context';
import { takeVisitorAttempt } from '../../shared/rate-limit';
import { ValidationError } from '../../shared/errors';
import { parseInput } from '../../shared/validation';
import { PaymentInitiationError } from './billing-errors';
import { Order } from './order.entity';
import { recordEvent } from './order-events';
import { publicOperation } from '../../shared/auth/operation';

export const CALLBACK_PATH = '/api/v1/payment/callback';

/** Where to send the visitor to pay, and the order's reference. */
export interface PaymentRedirect {
  reference: string;
  url: string;
}

/**
 * Prices the chosen plan and cycle, stores the order and asks the provider for a checkout.
 * The same client token (a repeated click) answers the first order's checkout again.
 */
export const createPayment = publicOperation(
  async (ctx: ServiceContext, input: unknown): Promise<PaymentRedirect> => {
    const request = parseInput(paymentSubmissionSchema, input);
    if (request.clientToken) {
      const earlier = await ctx.em.findOne(Order, { idempotencyKey: request.clientToken });
      if (earlier) return redirectOf(ctx, earlier, request);
    }
    // A repeated click (answered above) is free; each new order asks the provider for a checkout.
    await takeVisitorAttempt(ctx.rateLimits.payments, ctx.clientIp);
    let order: Order;
    try {
      order = await storeNewOrder(ctx, request);
    } catch (error) {
      if (!(error instanceof UniqueConstraintViolationException) || !request.clientToken)
        throw error;
      // Two clicks raced: the other request made the order; answer its checkout.
      ctx.em.clear();
      const winner = await ctx.em.findOneOrFail(Order, { idempotencyKey: request.clientToken });
      return redirectOf(ctx, winner, request);
    }
    return startCheckout(ctx, order);
  },
);

async function storeNewOrder(ctx: ServiceContext, request: PaymentSubmission): Promise<Order> {
  const provider = ctx.payments;
  const amountPaise = priceFor(request.plan, request.cycle) * PAISE_PER_RUPEE;
  const order = ctx.em.create(Order, {
    reference: newReference(),
    plan: request.plan,
    cycle: request.cycle,
    amountPaise,
    customerName: request.name,
    customerMobile: request.mobile,
    customerEmail: request.email ?? null,
    provider: provider.name,
    isTest: provider.isTest,
    idempotencyKey: request.clientToken ?? null,
    ...attributionColumns(request.attribution),
  });
  recordEvent(ctx.em, order, 'CREATED', `${describe(order)} for ${request.name}`);
  await ctx.em.flush();
  return order;
}

async function startCheckout(ctx: ServiceContext, order: Order): Promise<PaymentRedirect> {
  const provider = ctx.payments;
  try {
    const started = await provider.startPayment({
      reference: order.reference,
      amountPaise: order.amountPaise,
      customerMobile: order.customerMobile,
      description: describe(order),
      returnUrl: `/success?ref=${order.reference}`,
      callbackUrl: `${CALLBACK_PATH}/${provider.name}`,
    });
    order.status = 'PENDING';
    order.checkoutUrl = started.redirectUrl;
    order.providerPaymentId = started.providerPaymentId ?? null;
    recordEvent(ctx.em, order, 'REDIRECTED', `Sent to ${provider.name} checkout`);
    await ctx.em.flush();
    return { reference: order.reference, url: started.redirectUrl };
  } catch (error) {
    order.status = 'FAILED';
    recordEvent(ctx.em, order, 'INITIATION_FAILED', (error as Error).message);
    await ctx.em.flush();
    throw new PaymentInitiationError();
  }
}

/** The earlier order of a repeated request, if it is the same purchase and still payable. */
async function redirectOf(
  ctx: ServiceContext,
  order: Order,
  request: PaymentSubmission,
): Promise<PaymentRedirect> {
  const samePurchase =
    order.plan === request.plan &&
    order.cycle === request.cycle &&
    order.customerMobile === request.mobile;
  if (!samePurchase) {
    throw new ValidationError('This request key was already used for a different order', {
      clientToken: 'already used for a different order',
    });
  }
  const ready = await waitForCheckout(ctx, order);
  if (ready.status !== 'PENDING' || !ready.checkoutUrl) throw new PaymentInitiationError();
  return { reference: ready.reference, url: ready.checkoutUrl };
}

/** A racing first request may still be talking to the provider: wait for its answer briefly. */
async function waitForCheckout(ctx: ServiceContext, order: Order): Promise<Order> {
  let current = order;
  for (let attempt = 0; attempt < 40 && current.status === 'CREATED'; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    current = await ctx.em.refreshOrFail(current);
  }
  return current;
}

/** ORD + 16 characters of A-Z and 2-7: about 80 random bits, so references cannot be guessed. */
function newReference(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const bytes = randomBytes(16);
  return `ORD${Array.from(bytes, (byte) => alphabet[byte % 32]).join('')}`;
}

export function describe(order: Pick<Order, 'plan' | 'cycle'>): string {
  return `${PLANS[order.plan].name} plan, ${CYCLE_LABELS[order.cycle]}`;
}
