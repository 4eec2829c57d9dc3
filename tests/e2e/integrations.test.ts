import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyWebhookSignature } from '../../api/src/modules/webhooks/webhook-secrets';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver';
import { expectNoSeriousA11yViolations } from './axe';
import { useBrowser } from './browser';
import { signInToAdmin } from './staff-session';
import { postContactMessage } from './support/leads';

const browser = useBrowser();

/** Sends a contact message as a visitor would; it becomes a lead (and a lead.created event). */
async function sendContactMessage(name: string): Promise<void> {
  await postContactMessage(browser.baseUrl, {
    name,
    email: 'integrations.visitor@example.in',
    subject: 'An integration',
    message: `Please call me. ${name}`,
  });
}

async function openSettings(page: Page, tab: 'API tokens' | 'Webhooks'): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: 'Settings' })
    .click();
  await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
  await page.getByRole('tab', { name: tab }).click();
  await page.getByRole('heading', { level: 2, name: tab }).waitFor();
}

/** What an integrator's script does with the token: the leads over GraphQL, then over REST. */
async function leadsWithToken(token: string) {
  const graphql = await fetch(`${browser.baseUrl}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ inboxLeads(limit: 50) { items { name } } }' }),
  });
  const rest = await fetch(`${browser.baseUrl}/api/v1/leads/export`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return { graphql: { status: graphql.status, body: await graphql.text() }, rest };
}

describe('integrations on the Settings screen', () => {
  it('creates an API token shown once, which lists leads over GraphQL and REST until revoked', async () => {
    const visitor = `Token Reader ${Date.now()}`;
    await sendContactMessage(visitor);
    const page = await browser.page('/login');
    await page.setViewportSize({ width: 1366, height: 800 });
    await signInToAdmin(page);
    await openSettings(page, 'API tokens');

    await page.getByRole('button', { name: 'Create token' }).click();
    const form = page.getByRole('dialog', { name: 'Create API token' });
    await form.getByRole('button', { name: 'Create token' }).click();
    await form.getByText('Name is required').waitFor();
    await form.getByText('Choose at least one scope').waitFor();
    await form.getByLabel('Name (what uses it)').fill('CRM sync');
    await form.getByLabel('leads:read').check();
    await expectNoSeriousA11yViolations(page);
    await form.getByRole('button', { name: 'Create token' }).click();

    const shown = page.getByRole('dialog', { name: 'Token CRM sync created' });
    const token = await shown.getByLabel('API token').inputValue();
    expect(token).toMatch(/^cst_[\w-]{43}$/);
    await shown.getByText('it is not shown again').waitFor();
    await expectNoSeriousA11yViolations(page);
    await shown.getByRole('button', { name: 'Done' }).click();
    await shown.waitFor({ state: 'detached' });
    const row = page.getByRole('row').filter({ hasText: 'CRM sync' });
    await row.getByText(token.slice(0, 8)).waitFor();
    expect(await page.locator('body').innerText()).not.toContain(token);

    const answers = await leadsWithToken(token);
    expect(answers.graphql.status).toBe(200);
    expect(answers.graphql.body).toContain(visitor);
    expect(answers.rest.status).toBe(200);
    expect(await answers.rest.text()).toContain(visitor);

    await page.reload();
    await page.getByRole('tab', { name: 'API tokens' }).waitFor();
    await page
      .getByRole('row')
      .filter({ hasText: 'CRM sync' })
      .getByText('from 127.0.0.1')
      .waitFor();
    await page.getByRole('button', { name: 'Revoke token CRM sync' }).click();
    await page
      .getByRole('dialog', { name: 'Revoke token?' })
      .getByRole('button', { name: 'Revoke' })
      .click();
    await page.getByRole('row').filter({ hasText: 'CRM sync' }).getByText('Revoked').waitFor();
    const refused = await leadsWithToken(token);
    expect(refused.rest.status).toBe(401);
    expect(await refused.rest.json()).toEqual({ message: 'This API token has been revoked.' });
    await page.context().close();
  });

  describe('webhooks', () => {
    let receiver: WebhookReceiver;
    beforeAll(async () => {
      receiver = await startWebhookReceiver();
    });
    afterAll(() => receiver.close());

    it('on a phone, registers an endpoint and shows its signed delivery in the log', async () => {
      const page = await browser.page('/login');
      await page.setViewportSize({ width: 390, height: 844 });
      await signInToAdmin(page);
      await page.getByRole('button', { name: 'Menu' }).click();
      await openSettings(page, 'Webhooks');

      const url = receiver.url(`/e2e-${Date.now()}`);
      await page.getByRole('button', { name: 'Add endpoint' }).click();
      const form = page.getByRole('dialog', { name: 'Add webhook endpoint' });
      await form.getByLabel('URL').fill(url);
      await form.getByLabel('Description (optional)').fill('Lead sync');
      await form.getByLabel('lead.created').check();
      await expectNoSeriousA11yViolations(page);
      await form.getByRole('button', { name: 'Add endpoint' }).click();
      const added = page.getByRole('dialog', { name: 'Endpoint added' });
      const secret = await added.getByLabel('Signing secret').inputValue();
      expect(secret).toMatch(/^whsec_/);
      await added.getByRole('button', { name: 'Done' }).click();

      const visitor = `Webhook Visitor ${Date.now()}`;
      await sendContactMessage(visitor);
      const path = new URL(url).pathname;
      await expect.poll(() => receiver.on(path).length, { timeout: 20_000 }).toBe(1);
      const [delivery] = receiver.on(path);
      if (!delivery) throw new Error('nothing delivered');
      expect(
        verifyWebhookSignature(secret, {
          timestamp: String(delivery.headers['webhook-timestamp']),
          signature: String(delivery.headers['webhook-signature']),
          body: delivery.rawBody,
        }),
      ).toBe(true);
      expect(JSON.parse(delivery.rawBody)).toMatchObject({
        type: 'lead.created',
        data: { name: visitor },
      });

      const log = page.getByRole('region', { name: 'Delivery log' });
      const eventId = String(delivery.headers['webhook-id']);
      await expect
        .poll(
          async () => {
            await log.getByRole('button', { name: 'Refresh' }).click();
            return log.getByText(eventId).count();
          },
          { timeout: 15_000 },
        )
        .toBe(1);
      const row = log.getByRole('row').filter({ hasText: eventId });
      await row.getByText('Delivered').waitFor();
      await row.getByText(/^HTTP 200/).waitFor();
      await expectNoSeriousA11yViolations(page);
      await page.context().close();
    });
  });
});
