import { ApolloLink } from '@apollo/client';
import { SchemaLink } from '@apollo/client/link/schema';
import {
  execute,
  type DocumentNode,
  type FormattedExecutionResult,
  type GraphQLFormattedError,
  type GraphQLSchema,
} from 'graphql';
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

/**
 * Runs a page's declared queries (web/src/app/prefetch-page-data.ts) directly against the
 * schema, with the same context as the link: Apollo Client's request bookkeeping costs more
 * than the query itself. Errors are not formatted: a query that fails is asked again through
 * the link, whose answer the page shows.
 */
export function createSsrExecutor(schema: GraphQLSchema, orm: Orm, services: AppServices) {
  return async (
    document: DocumentNode,
    variables: Record<string, unknown>,
  ): Promise<FormattedExecutionResult> => {
    const result = await execute({
      schema,
      document,
      variableValues: variables,
      contextValue: freshServiceContext(orm, services),
    });
    return {
      data: result.data ?? null,
      ...(result.errors ? { errors: result.errors.map((e) => e.toJSON()) } : {}),
    };
  };
}
