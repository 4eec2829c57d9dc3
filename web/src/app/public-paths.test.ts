import { describe, expect, it } from 'vitest';
import { PUBLIC_PATHS, UNLISTED_PATHS } from '../lib/public-paths';
import { appRoutes, matchAppRoutes } from './routes';

describe('PUBLIC_PATHS', () => {
  it('names only addresses that render a server-rendered page, not the 404 page', () => {
    const unrouted = PUBLIC_PATHS.filter((path) => {
      const route = matchAppRoutes(path).at(-1);
      return !route || route.path === '*' || route.clientOnly;
    });
    expect(unrouted).toEqual([]);
  });

  it('lists every static public route of the route table, unless deliberately unlisted', () => {
    const staticPublic = appRoutes
      .filter((route) => !route.clientOnly && route.path !== '*' && !/[:*]/.test(route.path))
      .map((route) => route.path);
    const known = new Set([...PUBLIC_PATHS, ...UNLISTED_PATHS]);
    expect(staticPublic.filter((path) => !known.has(path))).toEqual([]);
  });

  it('has no duplicates', () => {
    expect(new Set(PUBLIC_PATHS).size).toBe(PUBLIC_PATHS.length);
  });
});
