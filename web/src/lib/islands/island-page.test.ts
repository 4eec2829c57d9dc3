// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { lazyIslandPage } from './island-page';

describe('lazyIslandPage on the server', () => {
  it('loads the page module once, however many renders ask for it', async () => {
    const pageQueries = () => [];
    const load = vi.fn(() => Promise.resolve({ default: () => null, pageQueries }));
    const page = lazyIslandPage(load);
    const first = await page.preload();
    const second = await page.preload();
    expect(load).toHaveBeenCalledTimes(1);
    expect(second).toBe(first);
    // What the module declares besides the page is kept; the page is the island.
    expect(first.pageQueries).toBe(pageQueries);
  });
});
