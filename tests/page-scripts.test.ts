import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { entryScripts, publicPageScripts } from '../bench/support/page-scripts';

const ROUTES = `
  { path: '/', page: lazyPage(() => import('../pages/HomePage')) },
  { path: '/blog/:segment', page: lazyIslandPage(() => import('../pages/BlogListPage')) },
  { path: '/contact', page: lazyPage(() => import('../pages/ContactPage')) },
  { path: '/admin/*', page: lazyPage(() => import('../pages/admin/AdminAreaPage')) },
`;

/**
 * A build with an entry (which preloads a shared chunk and asks for the app's start-up on every
 * start, which asks for React DOM; neither linked by index.html), four pages, a shared chunk and
 * a form loaded on demand.
 */
const CHUNKS: Record<
  string,
  { file: string; size: number; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] }
> = {
  'index.html': {
    file: 'assets/index.js',
    size: 4000,
    isEntry: true,
    dynamicImports: ['src/app/start-client.tsx'],
  },
  'src/app/start-client.tsx': {
    file: 'assets/start-client.js',
    size: 3500,
    imports: ['_react.js'],
    dynamicImports: ['../node_modules/react-dom/client.js', 'src/pages/HomePage.tsx'],
  },
  '../node_modules/react-dom/client.js': {
    file: 'assets/react-dom.js',
    size: 3000,
    imports: ['_react.js'],
  },
  '_react.js': { file: 'assets/react.js', size: 2500 },
  'src/pages/HomePage.tsx': { file: 'assets/home.js', size: 1000 },
  'src/pages/BlogListPage.tsx': { file: 'assets/blog.js', size: 2000, imports: ['_apollo.js'] },
  'src/pages/ContactPage.tsx': {
    file: 'assets/contact.js',
    size: 1500,
    dynamicImports: ['_form.js'],
  },
  'src/pages/ServicePage.tsx': { file: 'assets/service.js', size: 500 },
  '_apollo.js': { file: 'assets/apollo.js', size: 8000 },
  '_form.js': { file: 'assets/form.js', size: 6000, imports: ['_apollo.js'] },
};

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Incompressible bytes, so each file's gzip size stays close to its size. */
function randomScript(size: number): Buffer {
  return Buffer.from(Array.from({ length: size }, () => 33 + Math.floor(Math.random() * 90)));
}

function build(): { webDir: string; routesFile: string; gzip: (file: string) => number } {
  dir = mkdtempSync(path.join(tmpdir(), 'page-scripts-'));
  const webDir = path.join(dir, 'web');
  mkdirSync(path.join(webDir, '.vite'), { recursive: true });
  mkdirSync(path.join(webDir, 'assets'));
  const gzipSizes = new Map<string, number>();
  for (const { file, size } of Object.values(CHUNKS)) {
    const content = randomScript(size);
    writeFileSync(path.join(webDir, file), content);
    gzipSizes.set(file, gzipSync(content).length);
  }
  writeFileSync(path.join(webDir, '.vite/manifest.json'), JSON.stringify(CHUNKS));
  writeFileSync(
    path.join(webDir, 'index.html'),
    '<script type="module" crossorigin src="/assets/index.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/react.js">',
  );
  const routesFile = path.join(dir, 'routes.tsx');
  writeFileSync(routesFile, ROUTES);
  return { webDir, routesFile, gzip: (file) => gzipSizes.get(`assets/${file}.js`) ?? 0 };
}

describe('publicPageScripts', () => {
  it('counts what the page links, the page and its imports, but not what loads on demand', () => {
    const { webDir, routesFile, gzip } = build();
    // The app's start-up and React DOM are counted on every page though index.html links
    // neither: the entry asks for the one on every start, which asks for the other.
    const startUp = gzip('index') + gzip('react') + gzip('start-client') + gzip('react-dom');
    const pages = Object.fromEntries(
      publicPageScripts(webDir, routesFile).map((page) => [page.route, page.gzipBytes]),
    );
    expect(pages).toEqual({
      '/': startUp + gzip('home'),
      '/contact': startUp + gzip('contact'),
      // An island page loads its own chunk (and Apollo) only when reached for.
      '/blog/:segment': startUp,
      '/services/*': startUp + gzip('service'),
    });
  });

  it('runs only the entry and what it imports statically before the visitor acts', () => {
    const { webDir } = build();
    expect(entryScripts(webDir)).toEqual(['assets/index.js']);
  });
});
