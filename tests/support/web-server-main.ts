// The server process as `npm start` runs it, public pages included, for tests that spawn it:
// the production web path (static files, page cache, server rendering) over a stand-in dist/
// folder whose server bundle renders from the sources (see source-render-entry.ts).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { runServerProcess } from '../../api/src/process';

/** The built index.html reduced to what server rendering fills in. */
const TEMPLATE =
  '<!doctype html><html><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-state--></body></html>';

const distDir = path.resolve(process.env['DATA_DIR'] ?? 'data', 'dist');
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

await runServerProcess({ mode: 'built', distDir });
