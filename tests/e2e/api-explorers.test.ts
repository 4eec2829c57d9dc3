import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { signInToAdmin } from './staff-session';

const browser = useBrowser();

/**
 * An integrator's two pages, served by the app from npm packages (nothing from another host:
 * every other origin gets a stand-in page here, and a CSP violation fails the test).
 */
describe('the API explorers', () => {
  it('/api/docs renders the REST reference with every group of routes', async () => {
    const page = await browser.page('/login');
    await signInToAdmin(page);
    const outside: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(browser.baseUrl)) outside.push(request.url());
    });
    await page.goto('/api/docs');
    await page.getByRole('heading', { name: 'REST API', level: 1 }).waitFor();
    for (const group of ['Sign-in', 'Leads', 'Careers', 'Blog', 'Payments', 'Workforce']) {
      await page.getByText(group, { exact: true }).first().waitFor();
    }
    await page.getByText('Sign in as an admin').first().waitFor();
    // A group's routes show once it is opened in the sidebar.
    await page.getByText('Leads', { exact: true }).first().click();
    await page.getByText('List leads', { exact: true }).first().waitFor();
    await page.getByText('Export leads (CSV)', { exact: true }).first().waitFor();
    expect(outside.filter((url) => !url.startsWith('data:'))).toEqual([]);
    await page.context().close();
  });

  it('/graphiql runs a query as the signed-in admin', async () => {
    const page = await browser.page('/login');
    await signInToAdmin(page);
    await page.goto('/graphiql');
    // The editor (Monaco) starts after the page: run the query once it shows.
    await page.locator('.graphiql-query-editor').getByText('RecentLeads').waitFor();
    await page.getByRole('button', { name: /Execute query/i }).click();
    const result = page.locator('.result-window');
    await expect.poll(() => result.innerText(), { timeout: 20_000 }).toContain('"inboxLeads"');
    expect(await result.innerText()).toContain('"total"');
    expect(await result.innerText()).not.toContain('errors');
    await page.context().close();
  });
});
