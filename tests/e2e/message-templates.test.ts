import { describe, expect, it } from 'vitest';
import { SITE } from '../../common/site';
import { expectNoSeriousA11yViolations } from './axe';
import { useBrowser } from './browser';
import { signInToAdmin } from './staff-session';
import { DESKTOP, PHONE } from './support/layout';
import { snapshot } from './support/screenshots';

const browser = useBrowser();

describe('message templates', () => {
  it.each([
    ['a desktop', DESKTOP],
    ['a phone', PHONE],
  ])('an admin on %s previews every outgoing message with sample data', async (_screen, size) => {
    const page = await browser.page('about:blank');
    await page.setViewportSize(size);
    await browser.visit(page, '/login');
    await signInToAdmin(page);
    await browser.visit(page, '/admin/settings');
    await page.getByRole('tab', { name: 'Notification delivery' }).click();
    await page.getByRole('link', { name: 'Preview the message templates' }).click();
    await page.getByRole('heading', { level: 1, name: 'Message templates' }).waitFor();

    const choices = page.getByRole('list', { name: 'Templates' }).getByRole('button');
    await choices.first().waitFor();
    expect(await choices.count()).toBe(7);
    await page.getByRole('button', { name: /Payment receipt/ }).click();
    await page.getByRole('heading', { level: 2, name: /^Payment receipt ORD/ }).waitFor();
    const email = page.frameLocator('iframe[title^="HTML version"]');
    await email.getByText('Thank you for your payment').waitFor();
    await email.getByText(SITE.address).waitFor();
    await expectNoSeriousA11yViolations(page, { exclude: ['iframe'] });
    await snapshot(page, 'message-templates');

    await page.getByRole('tab', { name: 'Plain text' }).click();
    await page.getByText(/Refund policy: All sales are final/).waitFor();
    await page.getByRole('button', { name: /WhatsApp paymentreceipt/ }).click();
    await page.getByText(/we received your payment of ₹3,300.00/).waitFor();
    await page.context().close();
  });
});
