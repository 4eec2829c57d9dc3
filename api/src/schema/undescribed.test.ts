import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildAppSchema } from './build-schema';
import { undescribedSchemaElements } from './undescribed';

describe('schema descriptions', () => {
  it('describes every type, field, argument and enum value of the API', async () => {
    expect(undescribedSchemaElements(await buildAppSchema())).toEqual([]);
  });

  it('names each undescribed type, field, argument, input field and enum value', () => {
    const schema = buildSchema(`
      "Read" type Query { "ok" posts(first: Int, "ok" after: String): [Post] }
      type Post { "ok" id: ID!, title: String }
      "ok" input PostInput { title: String }
      "ok" enum Kind { "ok" A, B }
    `);
    expect(undescribedSchemaElements(schema).sort()).toEqual(
      ['Post', 'Post.title', 'PostInput.title', 'Query.posts(first)', 'Kind.B'].sort(),
    );
  });
});
