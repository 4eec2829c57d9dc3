import { ApolloClient, gql, InMemoryCache } from '@apollo/client';
import { GraphQLBoolean, GraphQLObjectType, GraphQLSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestOrm } from '../../../tests/support/test-orm';
import { createTestServices } from '../../../tests/support/test-services';
import type { Orm } from '../db/orm';
import type { ServiceContext } from '../shared/context';
import { createLogger } from '../shared/logger';
import { createSsrLink } from './ssr-link';

let orm: Orm;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ orm, close } = await openTestOrm());
});
afterAll(() => close());

/** A schema whose one field hands back the context its resolver was given. */
function schemaSeeing(seen: (ctx: ServiceContext) => void): GraphQLSchema {
  const ping = {
    type: GraphQLBoolean,
    resolve: (_root: unknown, _args: unknown, ctx: ServiceContext) => {
      seen(ctx);
      return true;
    },
  };
  return new GraphQLSchema({ query: new GraphQLObjectType({ name: 'Query', fields: { ping } }) });
}

describe('server rendering', () => {
  it("runs resolvers with the app's services, so its limits are the same as /graphql's", async () => {
    const services = createTestServices(orm);
    const contexts: ServiceContext[] = [];
    const link = createSsrLink(
      schemaSeeing((ctx) => contexts.push(ctx)),
      orm,
      services,
      createLogger('silent'),
    );
    const client = new ApolloClient({ link, cache: new InMemoryCache() });
    await client.query({
      query: gql`
        {
          ping
        }
      `,
    });
    expect(contexts).toHaveLength(1);
    expect(contexts[0]?.rateLimits).toBe(services.rateLimits);
    expect(contexts[0]?.storage).toBe(services.storage);
    expect(contexts[0]?.viewer).toBeUndefined();
  });
});
