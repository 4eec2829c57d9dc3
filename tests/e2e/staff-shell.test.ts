import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './axe';
import { useBrowser } from './browser';
import { DEMO_STAFF_AREAS, signInToStaffArea } from './staff-session';

const browser = useBrowser();

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 800 };
type Screen = typeof PHONE;

const [ADMIN, EMPLOYER] = DEMO_STAFF_AREAS;

/** Opens the area's login on a screen of that size and signs in. */
async function signedIn(area: (typeof DEMO_STAFF_AREAS)[number], screen: Screen): Promise<Page> {
  const page = await browser.page('about:blank');
  await page.setViewportSize(screen);
  await browser.visit(page, area.login);
  await signInToStaffArea(page, area);
  return page;
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator.toString()} is not on the screen`);
  return found;
}

type Box = Awaited<ReturnType<typeof box>>;

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** When the page scrolls sideways: the elements reaching furthest right, the likely cause. */
function pageOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    const right = (element: Element) => Math.round(element.getBoundingClientRect().right);
    return [...document.querySelectorAll('body *')]
      .sort((a, b) => right(b) - right(a))
      .slice(0, 3)
      .map(
        (element) => `${element.tagName.toLowerCase()}.${element.className} to ${right(element)}px`,
      );
  });
}

describe('the staff shell', () => {
  it('on a phone opens on the page, with the sections in a menu from the top bar', async () => {
    const page = await signedIn(ADMIN, PHONE);
    const nav = page.getByRole('navigation', { name: 'Admin sections' });
    const heading = page.getByRole('heading', { level: 1, name: 'Dashboard' });
    const headingBox = await box(heading);
    expect(headingBox.y + headingBox.height).toBeLessThanOrEqual(PHONE.height / 4);
    expect(await nav.isVisible()).toBe(false);
    await expectNoSeriousA11yViolations(page);

    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    await nav.waitFor();
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    const dashboardLink = nav.getByRole('link', { name: 'Dashboard' });
    expect(await dashboardLink.evaluate((link) => link === document.activeElement)).toBe(true);
    await expectNoSeriousA11yViolations(page);

    await page.keyboard.press('Escape');
    await nav.waitFor({ state: 'hidden' });
    expect(await menu.evaluate((button) => button === document.activeElement)).toBe(true);

    await menu.click();
    await nav.getByRole('link', { name: 'Users' }).click();
    await page.waitForURL('**/admin/users');
    await page.getByRole('heading', { level: 1, name: 'Users' }).waitFor();
    await nav.waitFor({ state: 'hidden' });
    await page.context().close();
  });

  for (const screen of [DESKTOP, PHONE]) {
    it(`at ${screen.width}px every area has one main landmark holding the page`, async () => {
      for (const area of DEMO_STAFF_AREAS) {
        const page = await signedIn(area, screen);
        expect(await page.getByRole('main').count(), area.name).toBe(1);
        await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
        // Wide content (a table) scrolls inside its own box; the page never scrolls sideways.
        expect(await pageOverflow(page), area.name).toEqual([]);
        await expectNoSeriousA11yViolations(page);
        await page.context().close();
      }
    });
  }

  it('on a wide screen the employer sidebar fills the height and keeps its icons', async () => {
    const page = await signedIn(EMPLOYER, DESKTOP);
    const nav = page.getByRole('navigation', { name: 'Employer area' });
    const sidebar = await box(nav.locator('..'));
    expect(sidebar.y).toBe(0);
    expect(sidebar.height).toBe(DESKTOP.height);
    const usersLink = nav.getByRole('link', { name: 'Users' });
    expect(await usersLink.locator('svg[aria-hidden="true"]').count()).toBe(1);
    await page.context().close();
  });

  for (const screen of [DESKTOP, PHONE]) {
    it(`at ${screen.width}px a toast leaves the profile menu and Menu uncovered`, async () => {
      const page = await signedIn(ADMIN, screen);
      const profile = await box(page.getByRole('button', { name: 'Asha Verma' }));
      await browser.visit(page, '/admin/career');
      await page.getByRole('button', { name: 'Add Job' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add New Job' });
      await dialog.getByRole('button', { name: 'Add Job' }).click();
      const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Please fill in all' });
      await toast.waitFor();
      // Let it finish sliding in: its resting place is what covers or not.
      await page.waitForTimeout(500);
      const toastBox = await box(toast);
      expect(overlaps(toastBox, profile)).toBe(false);
      const topBar = await box(page.locator('header.staff-shell__topbar'));
      expect(toastBox.y).toBeGreaterThanOrEqual(topBar.y + topBar.height);
      await page.context().close();
    });
  }
});
