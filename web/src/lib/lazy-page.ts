import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PageQueries } from './page-data';

/** A page's module: the page, and the queries it runs when it declares them (page-data.ts). */
export interface PageModule {
  default: ComponentType;
  pageQueries?: PageQueries;
}

export type LazyPage = LazyExoticComponent<ComponentType> & { preload: () => Promise<PageModule> };

/**
 * A code-split page that can also be loaded ahead of rendering: the browser loads the
 * current page's chunk before hydrating, so server HTML is never replaced by a fallback.
 */
export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let loading: Promise<PageModule> | undefined;
  const preload = () => (loading ??= load());
  return Object.assign(lazy(preload), { preload });
}
