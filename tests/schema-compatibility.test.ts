import { readFileSync } from 'node:fs';
import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { breakingChanges } from '../api/src/schema/schema-changes';

/**
 * Integrators were promised the schema will not break under them: schema.graphql may add to the
 * last released schema, and may remove or change only what that release had deprecated.
 */
describe('GraphQL schema compatibility', () => {
  it('breaks nothing that schema.released.graphql promised', async () => {
    const released = buildSchema(readFileSync('schema.released.graphql', 'utf8'));
    const current = buildSchema(readFileSync('schema.graphql', 'utf8'));
    const changes = await breakingChanges(released, current);
    expect(
      changes,
      'Breaking changes: deprecate the field first and remove it after a release ' +
        '(`npm run schema:release` records the released schema)',
    ).toEqual([]);
  });
});
