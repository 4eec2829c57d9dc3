import { globSync, readFileSync } from 'node:fs';
import { buildSchema, Kind, parse, validate, type DocumentNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../api/src/config';
import { graphqlLimitRules } from '../../api/src/shared/graphql-limits';
import { doubledSpreadChain, fragmentChain } from '../support/fragment-chains';
import { graphqlRequest, type GraphqlAnswer } from '../support/graphql';
import { PRODUCTION_TEST_ENV } from '../support/production-env';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

function expectRefused(answer: GraphqlAnswer, message: RegExp): void {
  expect(answer.status).toBe(400);
  expect(answer.data).toBeUndefined();
  expect(answer.errors?.map((error) => error.message)).toContainEqual(
    expect.stringMatching(message),
  );
}

describe('GraphQL request limits', () => {
  it('refuses a request that asks for a list under dozens of aliases, before running it', async () => {
    const aliases = Array.from({ length: 60 }, (_, i) => `a${i}: blogPosts(limit: 50) { total }`);
    const answer = await graphqlRequest(server.url, `{ ${aliases.join(' ')} }`);
    expectRefused(answer, /^Aliases limit of 15 exceeded, found 60\.$/);
    expect(answer.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('counts the aliases a fragment brings in at every use, twice in one selection set too', async () => {
    const totals = Array.from({ length: 8 }, (_, i) => `t${i}: total`).join(' ');
    const answer = await graphqlRequest(
      server.url,
      `{ blogPosts { ...Totals ...Totals } } fragment Totals on BlogPostPage { ${totals} }`,
    );
    expectRefused(answer, /^Aliases limit of 15 exceeded, found 16\.$/);
  });

  it('refuses fragments that each spread the next level twice, measuring each fragment once', async () => {
    const answer = await graphqlRequest(server.url, fragmentChain(30));
    expectRefused(answer, /^Query Cost limit of 1000 exceeded, found \d+/);
  });

  it('refuses a chain of fragments each spread twice in the same selection set', async () => {
    const answer = await graphqlRequest(server.url, doubledSpreadChain(30));
    expectRefused(answer, /^Query Cost limit of 1000 exceeded, found \d+/);
  });

  it('refuses fields nested deeper than the depth limit', async () => {
    const nested = 'ofType { '.repeat(11) + 'name' + ' }'.repeat(11);
    const answer = await graphqlRequest(server.url, `{ __type(name: "Query") { ${nested} } }`);
    expectRefused(answer, /^Query depth limit of 10 exceeded, found 13\.$/);
  });

  it('refuses more directives than the limit', async () => {
    const fields = Array.from({ length: 21 }, () => '__typename @skip(if: false)').join(' ');
    const answer = await graphqlRequest(server.url, `{ ${fields} }`);
    expectRefused(answer, /^Directives limit of 20 exceeded, found 21\.$/);
  });

  it('refuses a document longer than the token limit while parsing it', async () => {
    const answer = await graphqlRequest(server.url, `{ ${'__typename '.repeat(1000)} }`);
    expectRefused(answer, /Document contains more that 1000 tokens/);
    expect(answer.errors?.[0]?.extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
  });

  it('answers ordinary queries as before', async () => {
    const answer = await graphqlRequest(
      server.url,
      '{ blogPosts(limit: 5) { total items { id title } } }',
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toHaveProperty('blogPosts');
  });

  it('keeps every query of the web app within the default limits', () => {
    const schema = buildSchema(readFileSync('schema.graphql', 'utf8'));
    const files = globSync('web/src/**/*.graphql');
    const sources = files.map((file) => readFileSync(file, 'utf8'));
    const limits = loadConfig({}).graphqlLimits;
    const rules = graphqlLimitRules(limits);
    const all = parse(sources.join('\n'));
    const fragments = all.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION);
    const operations = all.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
    expect(operations.length).toBeGreaterThan(20);
    for (const operation of operations) {
      const document: DocumentNode = {
        kind: Kind.DOCUMENT,
        definitions: [operation, ...fragments],
      };
      expect(validate(schema, document, rules)).toEqual([]);
    }
    for (const source of sources)
      expect(() => parse(source, { maxTokens: limits.maxTokens })).not.toThrow();
  });
});

describe('GraphQL request limits in production', () => {
  let production: TestServer;
  beforeAll(async () => {
    production = await startTestServer(undefined, {
      ...PRODUCTION_TEST_ENV,
      GRAPHQL_MAX_ALIASES: '2',
    });
  });
  afterAll(() => production.close());

  it('applies the configured limit and answers 400 without a stack trace', async () => {
    const answer = await graphqlRequest(
      production.url,
      '{ a: blogPosts { total } b: blogPosts { total } c: blogPosts { total } }',
    );
    expectRefused(answer, /^Aliases limit of 2 exceeded, found 3\.$/);
    expect(JSON.stringify(answer.errors)).not.toMatch(/stacktrace|\n\s+at /);
  });

  it('refuses the doubled fragment chain there too', async () => {
    const answer = await graphqlRequest(production.url, doubledSpreadChain(30));
    expectRefused(answer, /^Query Cost limit of 1000 exceeded/);
    expect(JSON.stringify(answer.errors)).not.toMatch(/stacktrace/);
  });
});
