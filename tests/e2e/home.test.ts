import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './axe';
import { useBrowser } from './browser';
import { watchPageErrors } from './support/page-checks';

const browser = useBrowser();

const SERVICE_LINKS = {
  'Custem Software Development': '/services/custem',
  CRM: '/services/crm',
  'Cloud Solution': '/services/cloud',
  'AI-Powered Tool': '/services/ai',
  'Website Development': '/services/web',
  'Social Media Management': '/services/social',
};

describe('home page in a real browser', () => {
  it('the server renders the hero, the organization data and the page title', async () => {
    const html = await fetch(`${browser.baseUrl}/`).then((response) => response.text());
    expect(html).toContain('<title>Nexora Digital</title>');
    expect(html).toMatch(/<h1 id="home-hero-heading">Go to the next technology/);
    expect(html).toContain('"@type":"Organization"');
    expect(html).toContain('On-Demand Services');
  });

  it('shows the hero with its calls to action, tags and looping muted video', async () => {
    const page = await browser.page('/');
    await page.getByRole('heading', { level: 1, name: /Go to the next technology/ }).waitFor();
    expect(await page.getByRole('link', { name: 'Learn More about us' }).getAttribute('href')).toBe(
      '/about/aboutus',
    );
    const tags = page.getByRole('list', { name: 'What we do' }).getByRole('listitem');
    expect(await tags.allTextContents()).toEqual([
      'Web Dev',
      'Mobile Apps',
      'UI/UX',
      'AI Tools',
      'Social Media Management',
      'Cloud',
      'Software Development',
    ]);
    const video = page.locator('video');
    expect(
      await video.evaluate((element: HTMLVideoElement) => [element.muted, element.loop]),
    ).toEqual([true, true]);
    expect(await video.getAttribute('poster')).toBe('/media/hero-poster.webp');
    expect((await video.boundingBox())?.height).toBe(600);
    await page.setViewportSize({ width: 1000, height: 800 });
    await expect.poll(async () => (await video.boundingBox())?.height).toBe(400);

    await page.getByRole('button', { name: 'Get Free Website 2 Min' }).click();
    await page.getByRole('dialog', { name: 'Chat with us' }).waitFor();
    await page.context().close();
  });

  it('lists six service cards, each linking to its service page', async () => {
    const page = await browser.page('/');
    const section = page.getByRole('region', { name: 'On-Demand Services' });
    const cards = section.getByRole('article');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(6);
    for (const [title, href] of Object.entries(SERVICE_LINKS)) {
      const card = section.getByRole('article', { name: title, exact: true });
      expect(await card.getByRole('link').getAttribute('href'), title).toBe(href);
    }
    await page.context().close();
  });

  it('runs the carousel with its list doubled and the copy hidden from screen readers', async () => {
    const page = await browser.page('/');
    const items = page.locator('.home-carousel__item');
    expect(await items.count()).toBe(16);
    expect(await page.locator('.home-carousel__item[aria-hidden="true"]').count()).toBe(8);
    const animation = await page
      .locator('.home-carousel__track')
      .evaluate((track) => getComputedStyle(track).animation);
    expect(animation).toContain('20s linear');
    expect(await items.first().evaluate((item) => getComputedStyle(item).width)).toBe('288px');
    await page.context().close();
  });

  it('shows the founder, the WhatsApp section and the project banner', async () => {
    const page = await browser.page('/');
    const founder = page.getByRole('region', { name: 'Meet Our Founder' });
    expect(await founder.textContent()).toContain('Arjun Malhotra');
    expect(await founder.getByRole('heading', { name: 'Vision' }).count()).toBe(1);
    expect(await founder.getByRole('heading', { name: 'Mission' }).count()).toBe(1);

    const whatsapp = page.getByRole('region', { name: 'WhatsApp Business API' });
    await whatsapp.scrollIntoViewIfNeeded();
    await expect.poll(() => whatsapp.getAttribute('class')).toContain('home-whatsapp--fade-in');
    const fade = await whatsapp.evaluate((section) => getComputedStyle(section).animationDuration);
    expect(fade).toBe('0.6s');
    expect(await whatsapp.textContent()).toContain('24/7');
    const chatLink = whatsapp.getByRole('link', { name: /Start Chatting Now/ });
    expect(await chatLink.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/919876543210\?text=/);
    expect(await chatLink.getAttribute('target')).toBe('_blank');
    expect(await chatLink.getAttribute('rel')).toContain('noopener');
    const highlighted = whatsapp.locator('[data-highlighted]');
    const first = await highlighted.textContent();
    await expect.poll(() => highlighted.textContent(), { timeout: 5000 }).not.toBe(first);

    await page.getByRole('heading', { name: 'Are you ready to start a project?' }).waitFor();
    await page
      .getByRole('region', { name: 'Are you ready to start a project?' })
      .getByRole('button', { name: 'Start a Project' })
      .click();
    await page.getByRole('dialog', { name: 'Start Your Project' }).waitFor();
    await page.context().close();
  });

  it('hydrates without console errors', async () => {
    const page = await browser.page('about:blank');
    const errors = watchPageErrors(page);
    await browser.visit(page, '/');
    await page.getByRole('button', { name: 'Open chat' }).click();
    await page.getByRole('dialog', { name: 'Chat with us' }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('holds still for visitors who ask for reduced motion', async () => {
    const page = await browser.page('about:blank');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await browser.visit(page, '/');
    const track = page.locator('.home-carousel__track');
    expect(await track.evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
    const shown = await page
      .locator('.home-carousel__item')
      .evaluateAll(
        (items) => items.filter((item) => getComputedStyle(item).display !== 'none').length,
      );
    expect(shown).toBe(8);
    const video = page.locator('video');
    expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
    const highlighted = page.locator('.home-whatsapp [data-highlighted]');
    const first = await highlighted.textContent();
    await page.waitForTimeout(3500);
    expect(await highlighted.textContent()).toBe(first);
    await expectNoSeriousA11yViolations(page);
    await page.context().close();
  });

  it('has no serious accessibility violations', async () => {
    const page = await browser.page('/');
    await expectNoSeriousA11yViolations(page);
    await page.context().close();
  });
});
