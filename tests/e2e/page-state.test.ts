import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';

const browser = useBrowser();

/**
 * A server-rendered page hands the browser the answers it rendered with: when the page's code
 * loads (the visitor reaches for it), its queries are answered from them, so the page shows
 * what it showed and asks the server nothing.
 */
describe('pages that start from the answers the server rendered them with', () => {
  it.each([
    ['/blog/education', 'Welcome to the Educational Blog'],
    ['/blog/education/choosing-a-tech-stack-for-your-first-business-app', 'Choosing a Tech Stack'],
    // A page that finds its queries while rendering hands on Apollo's cache instead.
    ['/careers', 'Work at Nexora Digital'],
    ['/careers/ui-ux-designer', 'UI/UX Designer'],
  ])('%s wakes without asking the server again', async (path, heading) => {
    const page = await browser.page('about:blank');
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/graphql') asked.push(request.url());
    });
    await browser.visit(page, path);
    const title = page.getByRole('heading', { level: 1 });
    await title.hover();
    // The island's own code has rendered the heading once React owns it.
    await page.waitForFunction(() => {
      const h1 = document.querySelector('main h1');
      return h1 !== null && Object.keys(h1).some((key) => key.startsWith('__reactFiber$'));
    });
    await page.waitForLoadState('networkidle');
    expect(await title.textContent()).toContain(heading);
    expect(asked).toEqual([]);
    await page.context().close();
  });
});
