/**
 * `npm run bench:bundle`: the JavaScript each public page loads (entry + the page's chunks and
 * everything they import), from the build manifest, gzip-compressed as the server sends it.
 * Also lists any chunk of a staff area reachable from a public page (there must be none).
 * `npm test` holds the same figures to the budgets in tests/e2e/js-budget.test.ts.
 */
import { budgetKb, publicPageScripts } from './support/page-scripts';

const rows = publicPageScripts().map(({ route, gzipBytes, staffChunks }) => ({
  route,
  'JS gzip KB': Math.round(gzipBytes / 102.4) / 10,
  'budget KB': budgetKb(route),
  within: gzipBytes <= budgetKb(route) * 1024 ? 'yes' : 'NO',
  'staff chunks': staffChunks.join(', ') || 'none',
}));
console.log('\nJavaScript loaded by each public page (gzip)\n');
console.table(rows);
