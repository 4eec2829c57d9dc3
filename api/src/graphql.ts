import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import type { GraphQLSchema } from 'graphql';
import type { AppConfig } from './config';
import type { GraphqlContext } from './shared/auth/graphql-context';
import { createGraphqlErrorFormatter } from './shared/graphql-errors';
import { queryLimitsRule } from './shared/graphql-limits';
import type { Logger } from './shared/logger';
import { graphqlOutageStatus } from './shared/graphql-outage-status';

export async function startApolloServer(
  schema: GraphQLSchema,
  config: AppConfig,
  logger: Logger,
): Promise<ApolloServer<GraphqlContext>> {
  const server = new ApolloServer<GraphqlContext>({
    schema,
    introspection: config.graphqlIntrospection,
    includeStacktraceInErrorResponses: false,
    csrfPrevention: true,
    validationRules: [queryLimitsRule()],
    // The process's own shutdown stops Apollo in order, after the HTTP server.
    stopOnTerminationSignals: false,
    formatError: createGraphqlErrorFormatter(logger),
    plugins: config.isProduction ? [ApolloServerPluginLandingPageDisabled()] : [],
  });
  server.addPlugin(graphqlOutageStatus(logger));
  await server.start();
  return server;
}
