import { ApolloLink } from '@apollo/client';
import { SchemaLink } from '@apollo/client/link/schema';
import {
  type DocumentNode,
  type ExecutionResult,
  type FormattedExecutionResult,
  type GraphQLFormattedError,
  type GraphQLSchema,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
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
 * than the query itself. Each document is compiled once into plain functions (graphql-jit), so
 * a render runs the resolvers without graphql-js walking the document's selections again,
 * which for a blog list of twelve posts cost as much as the resolvers. Errors are not
 * formatted: a query that fails here (graphql-jit also refuses a required variable left to its
 * default) is asked again through the link, whose answer the page shows.
 */
export function createSsrExecutor(schema: GraphQLSchema, orm: Orm, services: AppServices) {
  const compiled = new WeakMap<DocumentNode, CompiledQuery | ExecutionResult>();
  const compile = (document: DocumentNode) => {
    let query = compiled.get(document);
    if (!query) compiled.set(document, (query = compileQuery(schema, document)));
    return query;
  };
  return async (
    document: DocumentNode,
    variables: Record<string, unknown>,
  ): Promise<FormattedExecutionResult> => {
    const query = compile(document);
    // A document the schema refuses compiles to its errors, which are then the answer.
    const result = isCompiledQuery(query)
      ? await query.query(undefined, freshServiceContext(orm, services), variables)
      : query;
    return {
      data: result.data ?? null,
      ...(result.errors ? { errors: result.errors.map((e) => e.toJSON()) } : {}),
    };
  };
}
