import path from 'node:path';
import type { Page } from 'playwright-core';

/**
 * Saves a screenshot named `name` when E2E_SCREENSHOT_DIR is set, so a reviewer can see the
 * screens a journey passes through; does nothing otherwise.
 */
export async function snapshot(page: Page, name: string): Promise<void> {
  const dir = process.env['E2E_SCREENSHOT_DIR'];
  if (!dir) return;
  const { width, height } = page.viewportSize() ?? { width: 0, height: 0 };
  await page.screenshot({ path: path.join(dir, `${name}-${width}x${height}.png`), fullPage: true });
}
