import { ApolloServer } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import type { GraphQLSchema } from 'graphql';
import type { AppConfig } from './config';
import type { GraphqlContext } from './shared/auth/graphql-context';
import { publicReadCaching } from './shared/graphql-cache-policy';
import { createGraphqlErrorFormatter } from './shared/graphql-errors';
import { graphqlLimitRules } from './shared/graphql-limits';
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
    // The parser itself stops at the token limit, before a long document becomes a tree.
    parseOptions: { maxTokens: config.graphqlLimits.maxTokens },
    validationRules: graphqlLimitRules(config.graphqlLimits),
    // The process's own shutdown stops Apollo in order, after the HTTP server.
    stopOnTerminationSignals: false,
    formatError: createGraphqlErrorFormatter(logger, {
      // Suggestions name fields and types: show them only where introspection shows the schema.
      suggestions: config.graphqlIntrospection,
    }),
    plugins: [
      // Every answer is marked private, no-store before Apollo runs (app.ts); public reads sent
      // with GET say otherwise. Apollo's own plugin would work the policy out field by field on
      // every request, though it depends on the document alone.
      ApolloServerPluginCacheControlDisabled(),
      publicReadCaching(schema, config.publicPageCacheSeconds),
      ...(config.isProduction ? [ApolloServerPluginLandingPageDisabled()] : []),
    ],
  });
  server.addPlugin(graphqlOutageStatus(logger));
  await server.start();
  return server;
}
