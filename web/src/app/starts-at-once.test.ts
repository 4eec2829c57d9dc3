import { describe, expect, it } from 'vitest';
import { paths } from '../lib/paths';
import { matchAppRoutes } from './routes';
import { PATHS_STARTING_AT_ONCE } from './starts-at-once';

describe('pages that start at load', () => {
  it('are the payment outcome pages, each a route of the app', () => {
    expect(PATHS_STARTING_AT_ONCE).toEqual([paths.paymentSuccess, paths.paymentFailure]);
    for (const path of PATHS_STARTING_AT_ONCE) expect(matchAppRoutes(path), path).toHaveLength(1);
  });
});
