import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { watchPageErrors } from './support/page-checks';
import { buyYearlyBusiness } from './support/plans';

const browser = useBrowser();

describe('the WhatsApp product page and its plans', () => {
  it('is rendered by the server with FAQ and product structured data', async () => {
    const response = await fetch(`${browser.baseUrl}/products/whatsapp`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>WhatsApp Business API | Nexora Digital</title>');
    expect(html).toContain('Choose Your Plan');
    expect(html).toContain('"@type":"FAQPage"');
    expect(html).toMatch(/"@type":"Offer","name":"Business \(Yearly\)","price":"10000.00"/);
  });

  it('offers a free trial, a live demo chat and click to call, without console errors', async () => {
    const page = await browser.page('about:blank');
    const errors = watchPageErrors(page);
    await browser.visit(page, '/products/whatsapp');
    const demo = page.getByRole('link', { name: /^Live Demo/ }).first();
    expect(await demo.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+\?text=Hello/);
    expect(await demo.getAttribute('target')).toBe('_blank');
    const trial = page.getByRole('link', { name: /^Get a Free Trial/ });
    expect(await trial.getAttribute('target')).toBe('_blank');
    expect(await trial.getAttribute('rel')).toContain('noopener');
    expect(
      await page
        .getByRole('link', { name: /^Click To Call/ })
        .first()
        .getAttribute('href'),
    ).toMatch(/^tel:\+91\d{10}$/);
    const tabs = page.getByRole('tablist', { name: 'Features', exact: true }).getByRole('tab');
    expect(await tabs.allTextContents()).toEqual([
      'BROADCAST',
      'LIVECHATS',
      'AUTOMATION',
      'CHATBOT',
      'INTEGRATIONS',
      'FOLLOWUP',
      'TEMA',
    ]);
    await page.getByRole('tab', { name: 'CHATBOT' }).click();
    await page
      .getByRole('heading', { name: 'A chatbot that qualifies leads around the clock' })
      .waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('the Yearly cycle shows the badge and the computed saving', async () => {
    const page = await browser.page('/products/whatsapp');
    const basic = page.getByRole('article', { name: 'Basic' });
    expect(await basic.locator('.plan-card__price strong').textContent()).toBe('₹800.00');
    await page.getByRole('radio', { name: 'Yearly' }).check();
    await expect
      .poll(() => basic.locator('.plan-card__price strong').textContent())
      .toBe('₹5,000.00');
    await basic.getByText('10 Months and 2 Months Free').waitFor();
    expect(await basic.locator('.yearly-offer').textContent()).toContain('₹9,600.00');
    expect(await basic.locator('.yearly-offer').textContent()).toContain('₹4,600.00 (48% off)');
    await page.context().close();
  });

  it('Preview opens a dialog with the prices and closes with Escape', async () => {
    const page = await browser.page('/pricing');
    const opener = page.getByRole('button', { name: 'Preview: Business' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Business Plan' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('6 Months₹6,000.00');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await opener.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.context().close();
  });

  it('Buy Now reaches the payment page with the plan and the amount, also after a reload', async () => {
    const page = await browser.page('/products/whatsapp');
    await buyYearlyBusiness(page);
    const pay = page.getByRole('button', { name: 'Proceed to Pay ₹10,000.00' });
    await pay.waitFor();
    expect(await page.locator('.order-summary').textContent()).toContain(
      'BusinessBilling cycleYearly',
    );
    // The summary writes the amount exactly as the button does.
    expect(await page.locator('.order-summary dd').last().textContent()).toBe('₹10,000.00');

    await page.reload();
    await browser.wake(page);
    await page.getByLabel('Full Name').fill('Priya Sharma');
    await page.getByLabel('Mobile Number').fill('9876543210');
    await pay.click();
    // Without the terms ticked nothing is sent; the checkout itself is covered in payment.test.ts.
    await page.getByText('Please agree to the terms and refund policy to continue').waitFor();
    expect(new URL(page.url()).pathname).toBe('/payment');

    await page.getByRole('link', { name: 'Back to Plans' }).click();
    await page.waitForURL(/\/products\/whatsapp$/);
    await page.context().close();
  });

  it('the payment page without a valid plan redirects to /pricing, on the server too', async () => {
    for (const path of ['/payment', '/payment?plan=gold&cycle=yearly', '/payment?plan=basic']) {
      const response = await fetch(`${browser.baseUrl}${path}`, { redirect: 'manual' });
      expect(response.status, path).toBe(302);
      expect(response.headers.get('location'), path).toBe('/pricing');
    }
    const page = await browser.page('/payment?plan=basic&cycle=fortnightly');
    expect(new URL(page.url()).pathname).toBe('/pricing');
    await page
      .getByRole('heading', { level: 1, name: 'WhatsApp Business API Plans and Pricing' })
      .waitFor();
    await page.context().close();
  });

  it('the FAQ keeps one answer open, the first to start with, and works by keyboard', async () => {
    const page = await browser.page('/products/whatsapp');
    const faq = page.locator('.accordion');
    const triggers = faq.locator('.accordion__trigger');
    expect(await triggers.count()).toBe(14);
    const expanded = () =>
      triggers.evaluateAll((all) => all.map((t) => t.getAttribute('aria-expanded')));
    expect((await expanded()).indexOf('true')).toBe(0);
    expect((await expanded()).filter((value) => value === 'true')).toHaveLength(1);

    await triggers.nth(2).click();
    await expect.poll(async () => (await expanded()).indexOf('true')).toBe(2);
    expect((await expanded()).filter((value) => value === 'true')).toHaveLength(1);

    await triggers.nth(2).focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await expanded()).indexOf('true')).toBe(3);
    await page.keyboard.press('Space');
    await expect.poll(async () => (await expanded()).includes('true')).toBe(false);
    await page.context().close();
  });

  it('the payment result pages claim nothing without a known order, link home and are not indexed', async () => {
    for (const path of ['/success', '/failure?ref=ORDAAAAAAAAAAAAAAAA', '/success?ref=forged']) {
      const page = await browser.page(path);
      await page.getByRole('heading', { level: 1, name: 'Payment Not Found' }).waitFor();
      expect(await page.getByText('Payment Successful!').count()).toBe(0);
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
      await page.getByRole('link', { name: 'Go to Home' }).click();
      await page.waitForURL(`${browser.baseUrl}/`);
      await page.context().close();
    }
  });
});
