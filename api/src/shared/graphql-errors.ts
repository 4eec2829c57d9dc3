import type { GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import type { Logger } from './logger';
import { recogniseDatabaseOutage } from './database-outage';
import { AppError, ValidationError } from './errors';

/**
 * Shapes every error a GraphQL client sees: domain errors keep their message, code and field
 * details; anything unexpected is logged here and reaches the client as a bare
 * INTERNAL_SERVER_ERROR, never with a stack trace.
 */
export function createGraphqlErrorFormatter(logger: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = recogniseDatabaseOutage(unwrapResolverError(error));
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
    // Parse, validation and bad-input errors from GraphQL itself are safe to show.
    return { message: formatted.message, extensions: { code } };
  };
}
