import express, { type Request, type Response } from 'express';
import { z } from 'zod';
import { PAYMENT_TEXTS } from '../../../../common/billing';
import { AppError, NotFoundError } from '../../shared/errors';
import { rawBodyOf } from '../../shared/raw-body';
import { csvAnswer, jsonAnswer, NOT_FOUND, RATE_LIMITED } from '../../shared/rest-docs';
import { serviceContext } from '../../shared/rest';
import type { RestRoute } from '../../shared/rest-routes';
import { singleQueryValue, sortQueryValue } from '../../shared/query-params';
import {
  callbackAnswerSchema,
  createPaymentAnswerSchema,
  createPaymentErrorSchema,
  ordersCsvQuerySchema,
  sandboxFormSchema,
} from './billing.rest-docs';
import { createPaymentForAmount, legacyPaymentSchema } from './legacy-payment.service';
import { exportOrdersCsv } from './orders-admin.service';
import { receivePaymentCallback } from './payment-callback.service';
import {
  sandboxCheckoutPage,
  sandboxErrorPage,
  sandboxNotFoundPage,
} from './sandbox-checkout.page';
import { completeSandboxPayment, sandboxPayment } from './sandbox-checkout.service';
import { SANDBOX_CHECKOUT_PATH } from './sandbox-provider';

/**
 * The original's payment call, the providers' callback (verified over the raw body), the
 * sandbox provider's hosted checkout, and the staff CSV export.
 */
export const billingRestRoutes: RestRoute[] = [
  {
    method: 'post',
    path: '/v1/payment/create-payment',
    access: createPaymentForAmount.access,
    summary: 'Start a payment',
    description:
      'The amount must be the price of a plan and billing cycle; an `Idempotency-Key` header ' +
      'makes a repeated click start no second order.',
    request: { body: { type: 'application/json', schema: legacyPaymentSchema } },
    responses: {
      200: jsonAnswer('The checkout address', createPaymentAnswerSchema),
      400: jsonAnswer('Invalid input', createPaymentErrorSchema),
      ...RATE_LIMITED,
    },
    handler: createPaymentHandler,
  },
  {
    method: 'post',
    path: '/v1/payment/callback/:provider',
    access: receivePaymentCallback.access,
    summary: "A payment provider's callback",
    description: 'For the payment provider only: verified over the raw body with its signature.',
    request: {
      body: { type: 'application/json', schema: z.unknown(), description: "The provider's report" },
    },
    responses: { 200: jsonAnswer('Recorded', callbackAnswerSchema), ...NOT_FOUND },
    // JSON bodies are kept byte for byte by the facade's JSON parser; any other type arrives raw.
    before: [express.raw({ type: () => true, limit: '64kb' })],
    handler: async (req, res) => {
      const answer = await receivePaymentCallback(
        serviceContext(res),
        String(req.params['provider']),
        {
          rawBody: rawBodyOf(req),
          headers: req.headers,
        },
      );
      res.json({ success: true, ...answer });
    },
  },
  {
    method: 'get',
    path: '/v1/payment/sandbox/:reference',
    access: sandboxPayment.access,
    summary: "The sandbox provider's checkout page",
    description: 'A browser page of the built-in test provider (never used with a real provider).',
    responses: { 200: { description: 'The page', type: 'text/html' }, ...htmlNotFound() },
    handler: (req, res) =>
      answerSandboxPage(res, async () => {
        const reference = String(req.params['reference']);
        const payment = await sandboxPayment(serviceContext(res), reference);
        res.send(sandboxCheckoutPage(payment, `${SANDBOX_CHECKOUT_PATH}/${payment.reference}`));
      }),
  },
  {
    method: 'post',
    path: '/v1/payment/sandbox/:reference',
    access: completeSandboxPayment.access,
    summary: 'Pay or fail on the sandbox checkout page',
    request: { body: { type: 'application/x-www-form-urlencoded', schema: sandboxFormSchema } },
    responses: { 303: { description: 'Back to the site with the outcome' }, ...htmlNotFound() },
    before: [express.urlencoded({ extended: false, limit: '1kb' })],
    handler: (req, res) =>
      answerSandboxPage(res, async () => {
        const body = req.body as Record<string, unknown> | undefined;
        const outcome = body?.['outcome'] === 'pay' ? 'pay' : 'fail';
        const reference = String(req.params['reference']);
        res.redirect(303, await completeSandboxPayment(serviceContext(res), reference, outcome));
      }),
  },
  {
    method: 'get',
    path: '/v1/payment/orders/export',
    access: exportOrdersCsv.access,
    summary: 'Export orders (CSV)',
    description:
      'Columns: Reference, Created, Status, Plan, Cycle, Amount (Rs), Name, Mobile, Provider, ' +
      'Test payment, Provider payment id, Paid at; newest first unless sorted, at most 10,000 rows.',
    request: { query: ordersCsvQuerySchema },
    responses: { 200: csvAnswer('orders.csv') },
    handler: async (req, res) => {
      const csv = await exportOrdersCsv(serviceContext(res), {
        status: singleQueryValue(req.query['status'], 'status') || undefined,
        from: singleQueryValue(req.query['from'], 'from') || undefined,
        to: singleQueryValue(req.query['to'], 'to') || undefined,
        sort: sortQueryValue(req.query),
      } as Parameters<typeof exportOrdersCsv>[1]);
      res
        .type('text/csv; charset=utf-8')
        .set('content-disposition', 'attachment; filename="orders.csv"')
        .send(csv);
    },
  },
];

function htmlNotFound() {
  return { 404: { description: 'No such payment', type: 'text/html' as const } };
}

/** Answers { success, url } or { success: false, error } as the original's clients expect. */
async function createPaymentHandler(req: Request, res: Response): Promise<void> {
  const key = req.get('idempotency-key') ?? undefined;
  try {
    const { url, reference } = await createPaymentForAmount(serviceContext(res), req.body, key);
    res.json({ success: true, url, reference });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    res.status(error.httpStatus).json({
      success: false,
      error: error.message || PAYMENT_TEXTS.initiationFailed,
      ...('fields' in error ? { fields: error.fields } : {}),
    });
  }
}

/** The sandbox checkout is a browser page: its errors are pages too, never JSON or a 500. */
async function answerSandboxPage(res: Response, answer: () => Promise<void> | void) {
  res.type('html').set('cache-control', 'no-store');
  try {
    await answer();
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    res.status(error.httpStatus).type('html');
    res.send(error instanceof NotFoundError ? sandboxNotFoundPage() : sandboxErrorPage(error));
  }
}
