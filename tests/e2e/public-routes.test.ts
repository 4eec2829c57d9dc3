import { describe, expect, it } from 'vitest';
import { paths } from '../../web/src/lib/paths';
import { expectNoSeriousA11yViolations } from './axe';
import { useBrowser } from './browser';
import { isGraphqlUrl, watchPageErrors } from './support/page-checks';
import { RENDERED_PATHS } from './support/rendered-paths';

const browser = useBrowser();

describe('every public route', () => {
  it('answers 200 with one h1, its own title and canonical address in the server HTML', async () => {
    const titles = new Set<string>();
    for (const path of RENDERED_PATHS) {
      const response = await fetch(`${browser.baseUrl}${path}`);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(html.match(/<h1[\s>]/g), `${path} has one h1`).toHaveLength(1);
      const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
      expect(title, `${path} has a title`).toBeTruthy();
      // Without an order, /failure shows what /success shows: 'Payment Not Found', titled so.
      if (path !== paths.paymentFailure) titles.add(title ?? '');
      expect(html, path).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/[^"]*"/);
      expect(html, path).toMatch(/<meta name="description" content="[^"]{20,}"/);
    }
    expect(titles.size, 'every page has its own title').toBe(RENDERED_PATHS.length - 1);
  });

  it('an unknown address answers 404 with the not-found page', async () => {
    const response = await fetch(`${browser.baseUrl}/definitely/not/here`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Oops! Page Not Found');
  });

  it('a job or blog post that does not exist hydrates its not-found page without errors', async () => {
    for (const path of ['/careers/no-such-job', '/blog/education/no-such-post']) {
      const page = await browser.page('about:blank');
      const errors = watchPageErrors(page);
      // The page's code loads when the visitor reaches for it (here the pointer, over the
      // heading); the browser then asks again for what the server found missing, and its answer
      // must not change the page.
      const lookup = page.waitForResponse((response) => isGraphqlUrl(response.url()));
      await browser.visit(page, path);
      await page.locator('main h1').hover();
      await lookup;
      await page.getByRole('heading', { level: 1, name: 'Oops! Page Not Found' }).waitFor();
      await page.evaluate(() => new Promise((settled) => requestAnimationFrame(settled)));
      // The page itself answers 404, which Chromium logs as a failed load: that one is expected.
      const unexpected = errors.filter((error) => !error.includes('status of 404 (Not Found)'));
      expect(unexpected, path).toEqual([]);
      await page.context().close();
    }
  });

  it('the accessibility check itself names a serious violation it finds', async () => {
    const page = await browser.page('/policy');
    await page.locator('main').evaluate((main) => {
      const unnamed = document.createElement('button');
      unnamed.className = 'unnamed-button';
      main.append(unnamed);
    });
    await expect(expectNoSeriousA11yViolations(page)).rejects.toThrow(
      /button-name: .*\.unnamed-button/,
    );
    // Excluded, the same part passes: the exclusion reaches the check.
    await expectNoSeriousA11yViolations(page, { exclude: ['.unnamed-button', '.site-footer'] });
    await page.context().close();
  });

  // One test per page, so each page gets the whole time limit even on a busy machine; two at a
  // time (maxConcurrency), so the browser works on one while the runner waits on the other.
  it.concurrent.each(RENDERED_PATHS)(
    '%s has no serious or critical accessibility violations',
    async (path) => {
      const page = await browser.page(path);
      await page.locator('h1').first().waitFor();
      // The footer is the same on every page: checked in full on the home page only.
      await expectNoSeriousA11yViolations(page, {
        exclude: path === '/' ? [] : ['.site-footer'],
      });
      await page.context().close();
    },
  );
});

describe('the Start a Project modal', () => {
  it('opens from the navigation bar, the home banner and a service page hero', async () => {
    const openers = [
      { path: '/', button: () => 'header' },
      { path: '/', button: () => 'main' },
      { path: '/services/web', button: () => 'main' },
    ];
    for (const { path, button } of openers) {
      const page = await browser.page(path);
      const region = page.locator(button());
      await region
        .getByRole('button', { name: /Start (a|Your) Project/ })
        .last()
        .click();
      const dialog = page.getByRole('dialog', { name: 'Start Your Project' });
      await dialog.waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await page.context().close();
    }
  });
});
