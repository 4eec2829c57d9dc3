import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { WEBHOOK_SECRET_PREFIX, WEBHOOK_TOLERANCE_SECONDS } from '../../../../common/webhooks';

/** A new endpoint secret: the prefix and 32 random bytes in base64url. */
export function newWebhookSecret(): string {
  return `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;
}

export function newWebhookEventId(): string {
  return `evt_${randomBytes(16).toString('base64url')}`;
}

/** The signature header's value: `v1=` and the hex HMAC-SHA256 of `${timestamp}.${body}`. */
export function webhookSignature(secret: string, timestamp: number, body: string): string {
  const mac = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `v1=${mac}`;
}

/**
 * What a receiver does with a delivery (the docs show the same in ten lines): recompute the
 * signature over the raw body, compare in constant time, and refuse stale timestamps.
 */
export function verifyWebhookSignature(
  secret: string,
  delivery: { timestamp: string; signature: string; body: string },
  nowSeconds = Math.floor(Date.now() / 1000),
): boolean {
  const timestamp = Number(delivery.timestamp);
  if (!Number.isInteger(timestamp)) return false;
  if (Math.abs(nowSeconds - timestamp) > WEBHOOK_TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(webhookSignature(secret, timestamp, delivery.body));
  const given = Buffer.from(delivery.signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
