import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './axe';
import { useBrowser } from './browser';
import { centreHitsInside, pageAtSize, PHONE } from './support/layout';

const browser = useBrowser();

async function openChat(page: Page) {
  await page.getByRole('button', { name: 'Open chat' }).click();
  const dialog = page.getByRole('dialog', { name: 'Chat with us' });
  await dialog.waitFor();
  return { dialog, input: dialog.getByRole('textbox', { name: 'Your message' }) };
}

describe('chat widget in a real browser', () => {
  it('collects the details, quotes a service and opens WhatsApp after yes and hello', async () => {
    const page = await browser.page('/');
    // No real WhatsApp in tests: the new tab gets a stand-in page at the same address.
    await page
      .context()
      .route('https://wa.me/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
      );
    const { dialog, input } = await openChat(page);
    const lastBubble = dialog.locator('.chat-bubble').last();
    const send = async (text: string) => {
      await input.fill(text);
      await input.press('Enter');
    };
    const expectError = async (message: string) => {
      await expect.poll(() => lastBubble.textContent()).toContain(message);
      expect(await lastBubble.getAttribute('class')).toContain('chat-bubble--error');
      const color = await lastBubble.evaluate((bubble) => getComputedStyle(bubble).color);
      expect(color).toBe('rgb(185, 28, 28)');
    };

    await send('   ');
    expect(await dialog.locator('.chat-bubble').count()).toBe(1);
    await send('A');
    await expectError('Name should be at least 2 characters long');
    await send('Priya Sharma');
    await send('priya@');
    await expectError('Please enter a valid email address');
    await send('priya@example.com');
    await send('12345');
    await expectError('Please enter a valid 10-digit mobile number');
    await send('9876543210');
    await dialog.getByText(/We have your details/).waitFor();

    const tiles = dialog.getByRole('group', { name: 'Our services' }).getByRole('button');
    expect(await tiles.allTextContents()).toEqual([
      'Website Development',
      'WhatsApp API',
      'Social Media',
      'Custom Software',
      'CRM',
    ]);
    await tiles.filter({ hasText: 'Website Development' }).click();
    await dialog.getByText('Selected: Website Development').waitFor();
    await dialog.getByText(/Basic Website: ₹15,000 - ₹30,000/).waitFor();
    expect(await input.getAttribute('placeholder')).toBe("Type 'yes' to continue...");

    await send('yes');
    await dialog.getByText(/Type 'hello' to start chatting/).waitFor();
    expect(await input.getAttribute('placeholder')).toBe("Type 'hello' to start chatting...");

    const [whatsapp] = await Promise.all([page.context().waitForEvent('page'), send('hello')]);
    await whatsapp.waitForLoadState();
    const url = new URL(whatsapp.url());
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/919876543210');
    expect(url.searchParams.get('text')).toContain('Priya Sharma');
    expect(url.searchParams.get('text')).toContain('Website Development');
    await page.context().close();
  });

  it('closing the widget resets the conversation', async () => {
    const page = await browser.page('/');
    let { dialog, input } = await openChat(page);
    await input.fill('Priya');
    await input.press('Enter');
    await dialog.getByText(/What is your email address/).waitFor();
    expect(await dialog.locator('.chat-bubble').count()).toBe(3);

    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    ({ dialog, input } = await openChat(page));
    expect(await dialog.locator('.chat-bubble').count()).toBe(1);
    expect(await input.getAttribute('placeholder')).toBe('Type your name...');
    await page.context().close();
  });

  it('is keyboard usable and has no serious accessibility violations when open', async () => {
    const page = await browser.page('/');
    await page.getByRole('button', { name: 'Open chat' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Chat with us' });
    await dialog.waitFor();
    await page.keyboard.type('Priya');
    await page.keyboard.press('Enter');
    await dialog.getByText(/Nice to meet you, Priya/).waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('on a phone the open menu covers the chat button, which is back once the menu closes', async () => {
    const page = await pageAtSize(browser, '/', PHONE);
    const launcher = page.getByRole('button', { name: 'Open chat' });
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    await page.getByRole('navigation', { name: 'Mobile' }).waitFor();
    expect(await centreHitsInside(page, launcher, '#mobile-menu')).toBe(true);

    await toggle.click();
    await page.getByRole('navigation', { name: 'Mobile' }).waitFor({ state: 'hidden' });
    expect(await centreHitsInside(page, launcher, '.chat-launcher')).toBe(true);
    await page.context().close();
  });
});
