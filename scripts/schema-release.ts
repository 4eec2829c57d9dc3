/**
 * Records schema.graphql as the released schema (schema.released.graphql), run at each release:
 * from then on the schema-change check in `npm test` compares the schema with this one.
 */
import { copyFileSync, readFileSync } from 'node:fs';
import { buildSchema } from 'graphql';
import { breakingChanges } from '../api/src/schema/schema-changes';

const RELEASED = 'schema.released.graphql';
const current = readFileSync('schema.graphql', 'utf8');
const changes = await breakingChanges(
  buildSchema(readFileSync(RELEASED, 'utf8')),
  buildSchema(current),
);
if (changes.length > 0) {
  console.error(`Not released: schema.graphql breaks clients of ${RELEASED}:`);
  for (const change of changes) console.error(`- ${change}`);
  console.error('Deprecate first (@deprecated / deprecationReason), release, then remove.');
  process.exit(1);
}
copyFileSync('schema.graphql', RELEASED);
console.log(`Recorded schema.graphql as ${RELEASED}; commit it with the release.`);
