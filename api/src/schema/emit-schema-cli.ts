import { writeFileSync } from 'node:fs';
import { buildAppSchema } from './build-schema';
import { printAppSchema } from './print-schema';

const schema = await buildAppSchema();
writeFileSync('schema.graphql', printAppSchema(schema));
console.log('Wrote schema.graphql');
