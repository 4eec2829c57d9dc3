import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** The built index.html reduced to what server rendering fills in. */
const TEMPLATE =
  '<!doctype html><html><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-state--></body></html>';

/**
 * A stand-in for dist/ in `distDir`: index.html, and a server bundle that renders from the web
 * app's sources (source-render-entry.ts), so tests run the production web path without
 * `npm run build`.
 */
export function writeStandInBuild(distDir: string): void {
  const renderEntry = pathToFileURL(path.resolve(import.meta.dirname, 'source-render-entry.ts'));
  mkdirSync(path.join(distDir, 'web', 'assets'), { recursive: true });
  mkdirSync(path.join(distDir, 'ssr'), { recursive: true });
  writeFileSync(path.join(distDir, 'web', 'index.html'), TEMPLATE);
  // Outside the project's folder: say that the stand-in bundle is an ES module, as ours are.
  writeFileSync(path.join(distDir, 'package.json'), '{ "type": "module" }\n');
  writeFileSync(
    path.join(distDir, 'ssr', 'entry-server.js'),
    `export { render } from ${JSON.stringify(renderEntry.href)};\n`,
  );
}
