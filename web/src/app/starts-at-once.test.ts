import { describe, expect, it } from 'vitest';
import { paths } from '../lib/paths';
import { matchAppRoutes } from './routes';
import { PATHS_STARTING_AT_ONCE, startsAtOnce } from './starts-at-once';

describe('pages that start at load', () => {
  it('are the payment outcome pages, each a route of the app', () => {
    expect(PATHS_STARTING_AT_ONCE).toEqual([paths.paymentSuccess, paths.paymentFailure]);
    for (const path of PATHS_STARTING_AT_ONCE) expect(matchAppRoutes(path), path).toHaveLength(1);
  });

  it('are recognised at every address the router renders them at', () => {
    for (const address of ['/success', '/success/', '/Success', '/failure//']) {
      expect(matchAppRoutes(address)[0]?.path, address).toMatch(/^\/(success|failure)$/);
      expect(startsAtOnce(address), address).toBe(true);
    }
    for (const address of ['/', '/successful', '/payment', '/success/x'])
      expect(startsAtOnce(address), address).toBe(false);
  });
});
