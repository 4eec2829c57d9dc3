import { ApolloLink } from '@apollo/client';
import { SchemaLink } from '@apollo/client/link/schema';
import type { GraphQLFormattedError, GraphQLSchema } from 'graphql';
import { map } from 'rxjs';
import type { Orm } from '../db/orm';
import { freshServiceContext, type AppServices } from '../shared/context';
import { createGraphqlErrorFormatter } from '../shared/graphql-errors';
import type { Logger } from '../shared/logger';

/**
 * Server rendering queries the schema in-process, with its own EntityManager per page and the
 * app's services (the same limits as /graphql). Errors go through the same formatter as
 * /graphql, because the rendered page embeds them in its HTML.
 */
export function createSsrLink(
  schema: GraphQLSchema,
  orm: Orm,
  services: AppServices,
  logger: Logger,
): ApolloLink {
  const format = createGraphqlErrorFormatter(logger);
  const formatErrors = new ApolloLink((operation, forward) =>
    forward(operation).pipe(
      map((result) => {
        if (!result.errors) return result;
        const errors = result.errors.map((error): GraphQLFormattedError =>
          format(toFormatted(error), error),
        );
        return { ...result, errors };
      }),
    ),
  );
  const execute = new SchemaLink({
    schema,
    context: () => freshServiceContext(orm, services),
  });
  return formatErrors.concat(execute);
}

function toFormatted(error: GraphQLFormattedError | { toJSON: () => GraphQLFormattedError }) {
  return 'toJSON' in error ? error.toJSON() : error;
}
