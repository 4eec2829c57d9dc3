/**
 * The JavaScript each public page loads to respond to the visitor (what index.html links, the
 * page's chunk and everything they import statically), from the build manifest,
 * gzip-compressed as the server sends it. Chunks loaded on a click (dialogs, forms, the chat) are not counted, nor those of
 * islands (lib/islands): a page routed with lazyIslandPage loads its own chunk only when the
 * visitor reaches for something on it, so it starts with what index.html links alone.
 * Modules asked for dynamically on every start are counted too: the app's start-up
 * (app/start-client.tsx, which the entry asks for on the visitor's first act:
 * lib/islands/wake-page.ts) and React DOM (which the start-up asks for in a task of its own).
 * Before that act a page runs only the entry and what it imports statically (`entryScripts`).
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

/** Pages that only show text, held to the smallest budget. */
export const TEXT_ONLY_ROUTES = [
  '/termsandconditions',
  '/policy',
  '/about/aboutus',
  '/about/founder',
  '/services/*',
  '*',
];
export const BUDGET_KB = { textOnly: 100, home: 120, anyPage: 150 };

/** The JavaScript budget of a public page, KB gzip (issue 17's goals). */
export function budgetKb(route: string): number {
  if (TEXT_ONLY_ROUTES.includes(route)) return BUDGET_KB.textOnly;
  return route === '/' ? BUDGET_KB.home : BUDGET_KB.anyPage;
}

/**
 * What each start-up module imports dynamically on every start, whatever the page: the entry
 * (index.html, which loads entry-client.tsx) asks for the app's start-up, which asks for React
 * DOM.
 */
const ALWAYS_LOADED = [
  { by: 'index.html', module: 'src/app/start-client.tsx' },
  { by: 'src/app/start-client.tsx', module: 'node_modules/react-dom/client.js' },
];

export interface PageScripts {
  /** The route as routes.tsx names it: '/careers/:slug'; '/services/*' for the service pages. */
  route: string;
  gzipBytes: number;
  /** The files counted, as the browser asks for them: 'assets/index-abc.js'. */
  files: string[];
  /** Chunks of a staff area the page loads (there must be none). */
  staffChunks: string[];
}

// Staff areas are route groups under pages/<area>/ and features of their own.
const STAFF = /src\/(pages|features)\/(admin|employer|marketing-staff|staff|workforce)\b/;
const STAFF_ROUTE = /^\/(admin|employeer|marketing|login)\b/;
/**
 * `{ path: '/careers', page: lazyPage(() => import('../pages/CareersPage')) }`, or
 * `lazyIslandPage(...)` for a page that is an island as a whole.
 */
const PAGE_ROUTE =
  /path: '([^']+)'[^\n]*?(lazyIslandPage|lazyPage)\(\(\) => import\('\.\.\/pages\/([^']+)'\)/g;
/** The service pages share one page component, routed from the service copy's paths. */
const SERVICE_PAGES = { route: '/services/*', key: 'src/pages/ServicePage.tsx' };

type Manifest = Record<string, ManifestChunk>;

function readManifest(webDir: string): { manifest: Manifest; entryKey: string } {
  const manifest = JSON.parse(
    readFileSync(path.join(webDir, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('no entry in the build manifest: run npm run build first');
  return { manifest, entryKey };
}

/** `key` and every chunk it imports statically, added to `seen`. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/** The size of `files` (as the build names them: 'assets/index-abc.js') compressed with gzip. */
export function gzipBytes(files: readonly string[], webDir = 'dist/web'): number {
  return files.reduce(
    (sum, file) => sum + gzipSync(readFileSync(path.join(webDir, file))).length,
    0,
  );
}

/**
 * The scripts every page runs while it loads, before the visitor acts: the entry and what it
 * imports statically ('assets/index-abc.js'). React DOM and the page's own code come later.
 */
export function entryScripts(webDir = 'dist/web'): string[] {
  const { manifest, entryKey } = readManifest(webDir);
  return [...staticClosure(manifest, entryKey)]
    .map((key) => manifest[key]?.file)
    .filter((file): file is string => file?.endsWith('.js') === true);
}

export function publicPageScripts(
  webDir = 'dist/web',
  routesFile = 'web/src/app/routes.tsx',
): PageScripts[] {
  const { manifest, entryKey } = readManifest(webDir);
  const closure = (key: string, seen?: Set<string>) => staticClosure(manifest, key, seen);
  const alwaysLoaded = ALWAYS_LOADED.map(({ by, module }) => {
    const key = manifest[by]?.dynamicImports?.find((candidate) => candidate.endsWith(module));
    if (!key) throw new Error(`${by} no longer imports ${module} dynamically`);
    return key;
  });
  // Every page loads what index.html links (the entry and the modules it preloads) and what the
  // entry asks for on every start.
  const html = readFileSync(path.join(webDir, 'index.html'), 'utf8');
  const startUp = [...html.matchAll(/(?:src|href)="\/([^"]+\.js)"/g)]
    .map(([, file]) => {
      const key = Object.keys(manifest).find((candidate) => manifest[candidate]?.file === file);
      if (!key) throw new Error(`index.html links ${file}, which the build manifest does not list`);
      return key;
    })
    .concat(alwaysLoaded)
    .reduce((seen, key) => closure(key, seen), closure(entryKey));
  const scriptFiles = (keys: Set<string>) =>
    [...keys]
      .map((key) => manifest[key]?.file)
      .filter((file): file is string => file?.endsWith('.js') === true);

  const routes = readFileSync(routesFile, 'utf8');
  const pages = [...routes.matchAll(PAGE_ROUTE)]
    .map(([, route = '', loader = '', page = '']) => ({
      route,
      key: loader === 'lazyIslandPage' ? undefined : `src/pages/${page}.tsx`,
    }))
    .filter(({ route }) => !STAFF_ROUTE.test(route));
  return [...pages, SERVICE_PAGES].map(({ route, key }) => {
    const keys = key ? closure(key, new Set(startUp)) : startUp;
    const files = scriptFiles(keys);
    return {
      route,
      gzipBytes: gzipBytes(files, webDir),
      files,
      staffChunks: [...keys].filter((k) => STAFF.test(k)),
    };
  });
}
