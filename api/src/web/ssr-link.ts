import { SchemaLink } from '@apollo/client/link/schema';
import type { GraphQLSchema } from 'graphql';
import type { Orm } from '../db/orm';
import type { ServiceContext } from '../shared/context';

/** Server rendering queries the schema in-process, with its own EntityManager per page. */
export function createSsrLink(schema: GraphQLSchema, orm: Orm): SchemaLink {
  return new SchemaLink({
    schema,
    context: (): ServiceContext => ({ em: orm.em.fork() }),
  });
}
