import axe from 'axe-core';
import type { Page } from 'playwright-core';

type PageWithAxe = Window & { axe?: typeof axe };

/**
 * axe-core on the page as it stands: no serious or critical violation is allowed. `exclude`
 * leaves out parts checked elsewhere (CSS selectors).
 *
 * axe runs in the page itself, loaded once per document. The pages hold no frame of their own
 * to check (the e-mail preview's sandboxed frame is excluded where it appears), so there is no
 * need for @axe-core/playwright's per-frame runs and the blank page it opens to merge them:
 * those cost more than a second of every check.
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  { exclude = [] }: { exclude?: readonly string[] } = {},
): Promise<void> {
  // Colour contrast read halfway through a fade-in is not what a reader sees: let finite
  // animations end first (endless ones, such as the carousel, keep running).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const serious = await page.evaluate(async (excluded) => {
    const runner = (window as PageWithAxe).axe;
    if (!runner) throw new Error('axe-core did not load into the page');
    const results = await runner.run(
      { exclude: excluded.map((selector) => [selector]) },
      { iframes: false, resultTypes: ['violations'] },
    );
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) =>
          `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
      );
  }, exclude);
  // Thrown with each violation named, so a failure says what to mend where.
  if (serious.length) {
    throw new Error(`accessibility violations on ${page.url()}:\n${serious.join('\n')}`);
  }
}
