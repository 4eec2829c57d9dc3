/**
 * `npm run bench:bundle`: the JavaScript each public page loads (entry + the page's chunks and
 * everything they import), from the build manifest, gzip-compressed as the server sends it.
 * Also lists any chunk of a staff area reachable from a public page (there must be none).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const WEB_DIR = 'dist/web';
const manifest = JSON.parse(
  readFileSync(path.join(WEB_DIR, '.vite/manifest.json'), 'utf8'),
) as Record<string, ManifestChunk>;
const routes = readFileSync('web/src/app/routes.tsx', 'utf8');
// Staff areas are route groups under pages/<area>/ and features of their own.
const STAFF = /src\/(pages|features)\/(admin|employer|marketing-staff|staff|workforce)\b/;
const STAFF_ROUTE = /^\/(admin|employeer|marketing|login)\b/;

/** Static imports only: what the browser must load before the page can run. */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
  return seen;
}

function gzipKb(keys: Set<string>): number {
  let bytes = 0;
  for (const key of keys) {
    const file = manifest[key]?.file;
    if (file?.endsWith('.js')) bytes += gzipSync(readFileSync(path.join(WEB_DIR, file))).length;
  }
  return Math.round(bytes / 102.4) / 10;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) throw new Error('no entry in the build manifest: run npm run build first');
const pages = [...routes.matchAll(/path: '([^']+)'[^\n]*?import\('\.\.\/pages\/([^']+)'\)/g)].map(
  ([, route, page]) => ({ route, key: `src/pages/${page}.tsx` }),
);

const rows = pages
  .filter(({ route }) => route && !STAFF_ROUTE.test(route))
  .map(({ route, key }) => {
    const keys = closure(key, closure(entryKey));
    const staffChunks = [...keys].filter((k) => STAFF.test(k));
    return { route, 'JS gzip KB': gzipKb(keys), 'staff chunks': staffChunks.join(', ') || 'none' };
  });
console.log('\nJavaScript loaded by each public page (gzip)\n');
console.table(rows);
