import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import type { Logger } from './logger';
import { recogniseDatabaseOutage } from './database-outage';
import { AppError, ValidationError } from './errors';

export interface GraphqlErrorOptions {
  /**
   * Keep GraphQL's 'Did you mean "…"?' hints. They name fields, arguments, types and enum values,
   * so without introspection they would let anyone map the schema by guessing.
   */
  suggestions: boolean;
}

/**
 * Shapes every error a GraphQL client sees: domain errors keep their message, code and field
 * details; anything unexpected is logged here and reaches the client as a bare
 * INTERNAL_SERVER_ERROR, never with a stack trace.
 */
export function createGraphqlErrorFormatter(
  logger: Logger,
  options: GraphqlErrorOptions = { suggestions: false },
) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = recogniseDatabaseOutage(originalErrorOf(error));
    if (original instanceof AppError) {
      return {
        message: original.message,
        ...(formatted.path ? { path: formatted.path } : {}),
        extensions: {
          code: original.code,
          ...(original instanceof ValidationError ? { fields: original.fields } : {}),
        },
      };
    }
    const code = formatted.extensions?.['code'];
    if (code === 'INTERNAL_SERVER_ERROR' || code === undefined) {
      logger.error({ err: original }, 'unexpected GraphQL error');
      return {
        message: 'Internal server error',
        extensions: { code: 'INTERNAL_SERVER_ERROR' },
      };
    }
    // Parse, validation and bad-input errors from GraphQL itself are safe to show, hints aside.
    const message = options.suggestions ? formatted.message : withoutSuggestion(formatted.message);
    return { message, extensions: { code } };
  };
}

/**
 * Validation ('Cannot query field "titel" on type "BlogPost". Did you mean "title"?') and
 * variable errors ('… does not exist in "BlogCategory" enum. Did you mean the enum value …?')
 * both end with the hint; the statement of the problem before it stays.
 */
function withoutSuggestion(message: string): string {
  return message.replace(/ ?Did you mean .+\?$/s, '');
}

/**
 * The error a resolver threw, or one thrown while the request's context was built (a refused
 * API token): Apollo wraps the latter without a path, under 'Context creation failed: ...'.
 */
function originalErrorOf(error: unknown): unknown {
  const unwrapped = unwrapResolverError(error);
  if (unwrapped instanceof GraphQLError && unwrapped.originalError instanceof AppError) {
    return unwrapped.originalError;
  }
  return unwrapped;
}
