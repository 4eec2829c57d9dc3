/**
 * `npm run bench:bundle`: the JavaScript each public page loads to respond to the visitor
 * (entry + the page's chunks and everything they import), from the build manifest,
 * gzip-compressed as the server sends it, and the part of it every page runs while it loads,
 * before the visitor acts (the entry and its static imports). Also lists any chunk of a staff
 * area reachable from a public page (there must be none). `npm test` holds the same figures to
 * the budgets in tests/e2e/js-budget.test.ts.
 */
import { budgetKb, entryScripts, gzipBytes, publicPageScripts } from './support/page-scripts';

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;
const beforeActing = gzipBytes(entryScripts());

const rows = publicPageScripts().map(({ route, gzipBytes, staffChunks }) => ({
  route,
  'before the visitor acts KB': kb(beforeActing),
  'to respond KB': kb(gzipBytes),
  'budget KB': budgetKb(route),
  within: gzipBytes <= budgetKb(route) * 1024 ? 'yes' : 'NO',
  'staff chunks': staffChunks.join(', ') || 'none',
}));
console.log('\nJavaScript loaded by each public page (gzip)\n');
console.table(rows);
