import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { DEMO_ADMIN } from './staff-session';

const browser = useBrowser();

/** Each staff area with its demo account and addresses that exist nowhere inside it. */
const areas = [
  {
    name: 'admin',
    login: '/login',
    home: '/admin/home',
    wrong: ['/admin/nonsense', '/admin/message'],
  },
  {
    name: 'employer',
    login: '/employeer/login',
    home: '/employeer/home',
    wrong: ['/employeer/tasks'],
  },
  {
    name: 'marketing',
    login: '/marketing/login',
    home: '/marketing/dashboard',
    wrong: ['/marketing/all-task'],
  },
].map((area) => ({ ...area, email: `${area.name}@example.com` }));

/** The embedded demo gives every role's account the same password. */
const DEMO_PASSWORD = DEMO_ADMIN.password;

async function signIn(page: Page, email: string, home: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(`**${home}`);
}

/** Every address the tab's main frame moves to, page loads and in-app navigations alike. */
function recordNavigations(page: Page): string[] {
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  return visited;
}

describe('an unknown address inside a signed-in staff area', () => {
  for (const area of areas) {
    for (const wrong of area.wrong) {
      it(`${wrong} stays put and shows the 404 page with a way back to ${area.home}`, async () => {
        const page = await browser.page(area.login);
        await signIn(page, area.email, area.home);
        const visited = recordNavigations(page);

        await browser.visit(page, wrong);
        await page.getByRole('heading', { level: 1, name: 'Oops! Page Not Found' }).waitFor();
        expect(new URL(page.url()).pathname).toBe(wrong);
        // The page load and the router's own bookkeeping, never another address (the loop this
        // guards against made hundreds of /home/home/... navigations a second).
        const sinceArrival = visited.slice(visited.indexOf(wrong));
        expect(new Set(sinceArrival)).toEqual(new Set([wrong]));
        expect(sinceArrival.length).toBeLessThanOrEqual(3);

        await page.getByRole('link', { name: 'Back to Dashboard' }).click();
        await page.waitForURL(`**${area.home}`);
        await page.waitForFunction(() => document.title.startsWith('Dashboard |'));
        await page
          .getByRole('heading', { name: 'Oops! Page Not Found' })
          .waitFor({ state: 'detached' });
        await page.context().close();
      });
    }
  }
});
