import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PAYMENT_TEXTS } from '../../common/billing';
import { expectNoSeriousA11yViolations } from './axe';
import { useBrowser } from './browser';
import { boxOf, pageAtSize, PHONE } from './support/layout';
import { buyYearlyBusiness } from './support/plans';

const browser = useBrowser();

/** From the product page's Yearly Business plan to the sandbox provider's checkout. */
async function checkoutYearlyBusiness(page: Page) {
  await buyYearlyBusiness(page);
  await page.getByText(PAYMENT_TEXTS.noRefunds).waitFor();
  await page.getByLabel('Full Name').fill('Priya Sharma');
  await page.getByLabel('Mobile Number').fill('9876543210');
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  await page.getByRole('button', { name: 'Proceed to Pay ₹10,000.00' }).click();
  await page.waitForURL(/\/api\/v1\/payment\/sandbox\/ORD[A-Z0-9]{16}$/);
  await page.getByRole('heading', { level: 1, name: 'Sandbox checkout' }).waitFor();
}

/**
 * The result page's order details as a receipt: a bordered card, each label on the same line
 * as its value, labels lined up on the left and values on the right.
 */
async function expectReceiptLayout(page: Page) {
  const receipt = await page.locator('.payment-result__summary').evaluate((list) => {
    const card = list.getBoundingClientRect();
    const textBox = (element: Element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return range.getBoundingClientRect();
    };
    return {
      bordered: getComputedStyle(list).borderTopStyle !== 'none',
      rows: [...list.querySelectorAll('dt')].map((term) => {
        const label = textBox(term);
        const value = textBox(term.nextElementSibling as Element);
        return {
          sameLine: Math.abs(label.top - value.top) < 2,
          labelInset: Math.round(label.left - card.left),
          valueInset: Math.round(card.right - value.right),
        };
      }),
    };
  });
  expect(receipt.bordered).toBe(true);
  expect(receipt.rows).toHaveLength(3);
  const [first] = receipt.rows;
  for (const row of receipt.rows) {
    expect(row.sameLine).toBe(true);
    expect(row.labelInset).toBe(first?.labelInset);
    expect(row.valueInset).toBe(first?.valueInset);
    expect(row.valueInset).toBeLessThan(40);
  }
}

describe('paying for a plan through the sandbox provider', () => {
  it('Buy Now on Yearly Business, pay, and the server confirms the paid order', async () => {
    const page = await browser.page('/products/whatsapp');
    await checkoutYearlyBusiness(page);
    // The checkout page links the site's icon, and /favicon.ico leads to it: no 404 either way.
    const icon = (await page.locator('link[rel="icon"]').getAttribute('href')) ?? '';
    expect(icon).toBe('/favicon.svg');
    for (const path of [icon, '/favicon.ico']) {
      const response = await page.request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type'], path).toMatch(/^image\/svg\+xml/);
    }
    await page.getByRole('button', { name: /^Pay ₹/ }).click();

    await page.waitForURL(/\/success\?ref=ORD[A-Z0-9]{16}$/);
    await page.getByRole('heading', { level: 1, name: 'Payment Successful!' }).waitFor();
    await expect.poll(() => page.title()).toBe('Payment Successful | Nexora Digital');
    const reference = new URL(page.url()).searchParams.get('ref') ?? '';
    const summary = await page.locator('.payment-result__summary').textContent();
    expect(summary).toContain('Business (Yearly)');
    expect(summary).toContain('₹10,000.00');
    expect(summary).toContain(reference);
    await expectReceiptLayout(page);
    await page.setViewportSize(PHONE);
    await expectReceiptLayout(page);
    // The sandbox moves no money: the page must not pass it off as a purchase.
    expect(await page.locator('.payment-result__test').textContent()).toBe(
      'Test payment: no money was taken and no plan will be activated.',
    );
    await expectNoSeriousA11yViolations(page);

    // The outcome is the server's: the same reference on /failure still reads as paid.
    await browser.visit(page, `/failure?ref=${reference}`);
    await page.getByRole('heading', { level: 1, name: 'Payment Successful!' }).waitFor();
    await page.getByRole('link', { name: 'Go to Home' }).click();
    await page.waitForURL(`${browser.baseUrl}/`);
    await page.context().close();
  });

  it('a failed payment lands on /failure with the failure text, even when sent to /success', async () => {
    const page = await browser.page('/products/whatsapp');
    await checkoutYearlyBusiness(page);
    await page.getByRole('button', { name: 'Fail payment' }).click();

    await page.waitForURL(/\/failure\?ref=ORD[A-Z0-9]{16}$/);
    await page.getByRole('heading', { level: 1, name: 'Payment Failed' }).waitFor();
    await page.getByText(PAYMENT_TEXTS.failure).waitFor();
    const reference = new URL(page.url()).searchParams.get('ref') ?? '';
    expect(await page.locator('.payment-result__summary').textContent()).toContain(reference);
    await expectReceiptLayout(page);
    await expectNoSeriousA11yViolations(page);

    await browser.visit(page, `/success?ref=${reference}`);
    await page.getByRole('heading', { level: 1, name: 'Payment Failed' }).waitFor();
    // The tab says what the page says, not what the address suggests.
    await expect.poll(() => page.title()).toBe('Payment Failed | Nexora Digital');
    expect(await page.getByText('Payment Successful!').count()).toBe(0);
    await page.context().close();
  });

  it('on a phone the consent box sits on the same line as its label', async () => {
    const page = await pageAtSize(browser, '/payment?plan=enterprise&cycle=yearly', PHONE);
    const box = await boxOf(page.getByRole('checkbox', { name: /I agree to the/ }));
    const label = await boxOf(page.locator('label[for="payment-terms"]'));
    expect(box.right).toBeLessThanOrEqual(label.x);
    expect(box.y).toBeGreaterThanOrEqual(label.y - 4);
    expect(box.y).toBeLessThan(label.y + 16);
    await page.context().close();
  });
});
