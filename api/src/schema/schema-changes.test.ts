import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { breakingChanges } from './schema-changes';

const RELEASED = `
  type Query {
    post(id: ID!, preview: Boolean @deprecated(reason: "Always false")): Post
    posts(first: Int): [Post!]!
    legacyFeed: [OldItem!]! @deprecated(reason: "Use posts")
    oldTotal: Int @deprecated(reason: "Use posts")
  }
  type Post { id: ID!, title: String!, kind: Kind!, teaser: String @deprecated(reason: "Gone") }
  type OldItem { id: ID!, extra: OldExtra }
  type OldExtra { note: String }
  enum Kind { NEWS, GUIDE, PROMO @deprecated(reason: "Not used") }
  input PostInput { title: String!, legacyTag: String @deprecated(reason: "Ignored") }
  type Mutation { addPost(input: PostInput!): Post }
`;

/** The released schema with `edit` applied to its text. */
async function changesAfter(edit: (sdl: string) => string): Promise<string[]> {
  return breakingChanges(buildSchema(RELEASED), buildSchema(edit(RELEASED)));
}

describe('the schema-change check', () => {
  it('passes additions: a type, a field, an optional argument, an enum value', async () => {
    const changes = await changesAfter((sdl) =>
      sdl
        .replace('posts(first: Int)', 'posts(first: Int, after: String)')
        .replace('title: String!,', 'title: String!, subtitle: String,')
        .replace('PROMO @deprecated', 'REVIEW, PROMO @deprecated')
        .concat('\ntype Author { name: String! }\nextend type Query { author: Author }'),
    );
    expect(changes).toEqual([]);
  });

  it('fails on removing or retyping a field that was not deprecated', async () => {
    expect(await changesAfter((sdl) => sdl.replace('title: String!,', ''))).toEqual([
      "Field 'title' was removed from object type 'Post'",
    ]);
    expect(
      await changesAfter((sdl) => sdl.replace('posts(first: Int): [Post!]!', 'posts: [Post!]!')),
    ).toHaveLength(1);
    expect(
      await changesAfter((sdl) => sdl.replace('title: String!,', 'title: Int!,')),
    ).toHaveLength(1);
  });

  it('fails on removing an enum value, argument or type still in use', async () => {
    expect(await changesAfter((sdl) => sdl.replace('GUIDE, ', ''))).toHaveLength(1);
    expect(await changesAfter((sdl) => sdl.replace('id: ID!, preview', 'preview'))).toHaveLength(1);
    expect(await changesAfter((sdl) => sdl.replace('kind: Kind!, ', 'kind: String!, '))).toEqual([
      "Field 'Post.kind' changed type from 'Kind!' to 'String!'",
    ]);
  });

  it('passes removing what the released schema had deprecated', async () => {
    const changes = await changesAfter((sdl) =>
      sdl
        .replace(', teaser: String @deprecated(reason: "Gone")', '')
        .replace(', preview: Boolean @deprecated(reason: "Always false")', '')
        .replace(', PROMO @deprecated(reason: "Not used")', '')
        .replace(', legacyTag: String @deprecated(reason: "Ignored")', '')
        .replace('oldTotal: Int @deprecated(reason: "Use posts")', 'oldTotal: String'),
    );
    expect(changes).toEqual([]);
  });

  it('passes removing a deprecated field with the types only it used', async () => {
    const changes = await changesAfter((sdl) =>
      sdl
        .replace('legacyFeed: [OldItem!]! @deprecated(reason: "Use posts")', '')
        .replace('type OldItem { id: ID!, extra: OldExtra }', '')
        .replace('type OldExtra { note: String }', ''),
    );
    expect(changes).toEqual([]);
  });

  it('fails on removing a type a live field still names', async () => {
    const changes = await changesAfter((sdl) =>
      sdl.replace('type OldExtra { note: String }', '').replace('extra: OldExtra', 'extra: String'),
    );
    expect(changes).toEqual([
      "Type 'OldExtra' was removed",
      "Field 'OldItem.extra' changed type from 'OldExtra' to 'String'",
    ]);
  });
});
