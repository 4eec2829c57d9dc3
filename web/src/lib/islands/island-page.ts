import { lazy, type ComponentType } from 'react';
import type { LazyPage } from '../lazy-page';
import { lazyIsland, type IslandOptions } from './lazy-island';

type PageModule = { default: ComponentType };

/**
 * A page that is an island as a whole (lazy-island.tsx): the server renders it with its data,
 * and the browser keeps that HTML, loading the page's code (and Apollo Client with it) only when
 * the visitor reaches for something on it. Links on it work as ordinary links until then.
 *
 * For the pages that mostly show what the server fetched (the blog, careers and job pages):
 * they start without hydrating their long content or loading a GraphQL client at all.
 */
export function lazyIslandPage(load: () => Promise<PageModule>, options?: IslandOptions): LazyPage {
  const Island = lazyIsland(() => load().then((module) => module.default), {
    ...options,
    ownsHeadTags: true,
  });
  const islandModule: PageModule = { default: Island };
  // The server renders the page whole and may read what its module declares besides. It asks
  // for the module once: an import() per render goes through the module loader each time.
  let serverModule: Promise<PageModule> | undefined;
  const preload: () => Promise<PageModule> =
    typeof window === 'undefined'
      ? () => (serverModule ??= load().then((module) => ({ ...module, default: Island })))
      : () => Promise.resolve(islandModule);
  return Object.assign(lazy(preload), { preload });
}
