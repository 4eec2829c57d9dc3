import { buildSchema, execute, parse, type GraphQLResolveInfo } from 'graphql';
import { describe, expect, it } from 'vitest';
import { fieldNamesUnder } from './graphql-selection';

const schema = buildSchema(`
  type Item { id: ID!, title: String, body: String }
  type Page { items: [Item!]!, total: Int }
  type Query { page: Page }
`);

/** The names the page's resolver sees asked under `items` for `query`. */
async function namesAsked(query: string): Promise<string[]> {
  let seen: Set<string> | undefined;
  const page = (_args: unknown, _ctx: unknown, info: GraphQLResolveInfo) => {
    seen = fieldNamesUnder(info, 'items');
    return { items: [], total: 0 };
  };
  const result = await execute({ schema, document: parse(query), rootValue: { page } });
  expect(result.errors).toBeUndefined();
  return [...(seen ?? [])].sort();
}

describe('fieldNamesUnder', () => {
  it('names the fields asked directly, by name rather than alias', async () => {
    expect(await namesAsked('{ page { total items { id heading: title } } }')).toEqual([
      'id',
      'title',
    ]);
  });

  it('follows fragment spreads and inline fragments, at both levels', async () => {
    const query = `
      query { page { ...PageParts } }
      fragment PageParts on Page { items { ...ItemParts ... on Item { title } } }
      fragment ItemParts on Item { id }
    `;
    expect(await namesAsked(query)).toEqual(['id', 'title']);
  });

  it('counts a field that a directive may skip', async () => {
    const query =
      'query ($full: Boolean = false) { page { items { id body @include(if: $full) } } }';
    expect(await namesAsked(query)).toEqual(['body', 'id']);
  });
});
