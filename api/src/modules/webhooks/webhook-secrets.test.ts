import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newWebhookSecret, verifyWebhookSignature, webhookSignature } from './webhook-secrets';

describe('webhook signatures', () => {
  const secret = 'whsec_test-secret';
  const body = '{"id":"evt_1","type":"lead.created"}';

  it('are v1= and the hex HMAC-SHA256 of the timestamp, a dot and the raw body', () => {
    const mac = createHmac('sha256', secret).update(`1732492800.${body}`).digest('hex');
    expect(webhookSignature(secret, 1732492800, body)).toBe(`v1=${mac}`);
  });

  it('verify for the same secret and body within five minutes, and not otherwise', () => {
    const now = 1732492800;
    const signature = webhookSignature(secret, now, body);
    const delivery = { timestamp: String(now), signature, body };
    expect(verifyWebhookSignature(secret, delivery, now + 299)).toBe(true);
    expect(verifyWebhookSignature(secret, delivery, now + 301)).toBe(false);
    expect(verifyWebhookSignature(`${secret}x`, delivery, now)).toBe(false);
    expect(verifyWebhookSignature(secret, { ...delivery, body: `${body} ` }, now)).toBe(false);
    expect(verifyWebhookSignature(secret, { ...delivery, timestamp: 'soon' }, now)).toBe(false);
  });

  it('use secrets that are recognisable and never repeat', () => {
    const secrets = new Set(Array.from({ length: 50 }, newWebhookSecret));
    expect(secrets.size).toBe(50);
    for (const made of secrets) expect(made).toMatch(/^whsec_[\w-]{43}$/);
  });
});
