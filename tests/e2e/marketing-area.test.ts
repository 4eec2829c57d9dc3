import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { businessDay } from '../../common/workforce';
import { expectNoSeriousA11yViolations } from './axe';
import { useBrowser } from './browser';
import {
  fillFields,
  openOutcomeForm as followOutcomeForm,
  signInToMarketing,
  submitAndGoHome,
} from './support/outcome-forms';

const browser = useBrowser();

/** The embedded demo's marketing account and one of its seeded tasks (workforce.seed.ts). */
const DEMO_MARKETING = { email: 'marketing@example.com', password: 'demo-password' };
const TODAY_TASK = 'Website redesign pitch';
const VISIT_TASK = 'Mobile app demo';

const enGb = (day: string) => day.split('-').reverse().join('/');

const signIn = (page: Page) => signInToMarketing(page, DEMO_MARKETING);

/** Follows one outcome form for the task and waits until the form names that task. */
async function openOutcomeForm(page: Page, taskName: string, form: string) {
  await followOutcomeForm(page, taskName, form);
  await page.getByText(taskName).first().waitFor();
}

describe('marketing area', () => {
  it('sends a signed-out visit to the login, whose only link is Forgot password?', async () => {
    const page = await browser.page('/marketing/dashboard');
    await page.waitForURL('**/marketing/login');
    await page.getByRole('heading', { level: 1, name: 'Marketing Login' }).waitFor();
    const links = page.getByRole('link');
    expect(await links.count()).toBe(1);
    expect(await links.getAttribute('href')).toBe('/forgot-password?area=marketing');
    await expectNoSeriousA11yViolations(page);
    await page.context().close();
  });

  it('signs in, shows my tasks, and stores a Reschedule then a Completed outcome', async () => {
    const page = await browser.page('/marketing/login');
    await signIn(page);
    const today = page.getByRole('region', { name: 'Today Task' });
    await today.getByRole('cell', { name: TODAY_TASK }).waitFor();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'All Task' }).click();
    await page.getByRole('heading', { level: 1, name: /^All Tasks \(\d+\)$/ }).waitFor();
    await page.getByRole('cell', { name: VISIT_TASK }).waitFor();
    await page.getByText(/^Page 1 of \d+$/).waitFor();
    await expectNoSeriousA11yViolations(page);

    const newDate = businessDay(new Date(), 6);
    await openOutcomeForm(page, VISIT_TASK, 'Reschedule');
    await expectNoSeriousA11yViolations(page);
    await fillFields(page, {
      'Company Name': 'Iyer Logistics',
      Name: 'Kavya Iyer',
      Mobile: '+91 98765 43210',
      'Reschedule Region': 'South',
      'Current Location': 'Chennai',
      'Reschedule Date': newDate,
    });
    await submitAndGoHome(page);

    // The rescheduled visit is listed with its new date; search finds it on that day too.
    const rescheduled = page.getByRole('region', { name: 'Reschedule Task' });
    const row = rescheduled.getByRole('row').filter({ hasText: 'Iyer Logistics' });
    await row.getByRole('cell', { name: enGb(newDate) }).waitFor();
    await page.getByLabel('Date', { exact: true }).selectOption(newDate);
    await page.getByRole('button', { name: 'Search' }).click();
    const results = page.getByRole('region', { name: 'Search Results' });
    await results.getByRole('cell', { name: VISIT_TASK }).waitFor();

    await openOutcomeForm(page, VISIT_TASK, 'Completed');
    await fillFields(page, {
      'Company Name': 'Iyer Logistics',
      Name: 'Kavya Iyer',
      'Current Location': 'Chennai',
      'Phone No': '9876543210',
      Category: 'Category 1',
      Value: '45000',
      Plan: 'Plan 2',
    });
    await submitAndGoHome(page);

    await page.getByRole('link', { name: 'All Task' }).click();
    const completedRow = page.getByRole('row').filter({ hasText: VISIT_TASK });
    await completedRow.getByText('Completed', { exact: true }).waitFor();
    await page.context().close();
  });

  it('shows who is signed in and logs out for good', async () => {
    const page = await browser.page('/marketing/login');
    await signIn(page);
    await page.getByRole('button', { name: 'Profile' }).click();
    await page
      .getByRole('menu')
      .getByText(/^User Name: \S+/)
      .waitFor();
    await page
      .getByRole('menu')
      .getByText(/^User Id: \d+$/)
      .waitFor();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL('**/marketing/login');
    await page.goto('/marketing/alltask');
    await page.waitForURL('**/marketing/login');
    await page.context().close();
  });
});
