import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';

/** The committed schema.graphql text: sorted so that moving code around never changes it. */
export function printAppSchema(schema: GraphQLSchema): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
