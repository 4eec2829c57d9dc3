import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-database';
import { closeDatabase, migrate, openDatabase, type Orm } from './orm';
import { numberedPlaceholders, preparedRead } from './prepared-read';

const LIST = 'select slug, title from blog_post where category = ? order by slug limit ?';

describe('preparedRead', () => {
  let database: TestDatabase;
  let orm: Orm;
  const statements: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    // One connection, so the session that prepared a statement is the one asked about it.
    orm = await openDatabase({
      ...database.target,
      poolSize: 1,
      onQuery: (sql) => statements.push(sql),
    });
    await migrate(orm);
    await orm.em.execute(
      `insert into blog_post (slug, title, description, category, created_at, updated_at)
       values ('b', 'Second', 'Text', 'SEO_BENEFITS', now(), now()),
              ('a', 'First', 'Text', 'SEO_BENEFITS', now(), now()),
              ('c', 'Other', 'Text', 'REGULAR_UPDATE', now(), now())`,
    );
  });

  afterAll(async () => {
    await closeDatabase(orm);
    await database.drop();
  });

  it('answers the rows the same statement answers through the ORM', async () => {
    const em = orm.em.fork();
    const viaOrm = await em.execute<{ slug: string }[]>(LIST, ['SEO_BENEFITS', 5]);
    const prepared = await preparedRead<{ slug: string }>(em, LIST, ['SEO_BENEFITS', 5]);
    expect(prepared).toEqual(viaOrm);
    expect(prepared.map((row) => row.slug)).toEqual(['a', 'b']);
  });

  it("is seen by the ORM's query hook, once per read", async () => {
    statements.length = 0;
    await preparedRead(orm.em.fork(), LIST, ['REGULAR_UPDATE', 5]);
    expect(statements).toHaveLength(1);
  });

  it("reads inside a transaction on the transaction's connection, seeing its writes", async () => {
    const rows = await orm.em.fork().transactional(async (em) => {
      await em.execute(
        `insert into blog_post (slug, title, description, category, created_at, updated_at)
         values ('d', 'Uncommitted', 'Text', 'REGULAR_UPDATE', now(), now())`,
      );
      const seen = await preparedRead<{ slug: string }>(em, LIST, ['REGULAR_UPDATE', 5]);
      em.clear();
      return seen;
    });
    expect(rows.map((row) => row.slug)).toEqual(['c', 'd']);
  });

  it('is planned once per connection (the embedded database has one)', async () => {
    const em = orm.em.fork();
    await preparedRead(em, LIST, ['SEO_BENEFITS', 1]);
    await preparedRead(em, LIST, ['REGULAR_UPDATE', 2]);
    const prepared = await em.execute<{ statement: string }[]>(
      'select statement from pg_prepared_statements',
    );
    expect(prepared.map((row) => row.statement)).toEqual([numberedPlaceholders(LIST)]);
  });

  it("waits for another request's transaction to end rather than read inside it", async () => {
    let inserted!: () => void;
    const insertDone = new Promise<void>((resolve) => (inserted = resolve));
    const rolledBack = orm.em.fork().transactional(async (em) => {
      await em.execute(
        `insert into blog_post (slug, title, description, category, created_at, updated_at)
         values ('e', 'Rolled back', 'Text', 'REGULAR_UPDATE', now(), now())`,
      );
      inserted();
      // Long enough for a read that did not wait to run inside this transaction.
      await new Promise((resolve) => setTimeout(resolve, 50));
      throw new Error('roll back');
    });
    await insertDone;
    const read = preparedRead<{ slug: string }>(orm.em.fork(), LIST, ['REGULAR_UPDATE', 5]);
    await expect(rolledBack).rejects.toThrow('roll back');
    expect((await read).map((row) => row.slug)).toEqual(['c', 'd']);
  });

  it('keeps working after a value the statement cannot take', async () => {
    const em = orm.em.fork();
    await expect(preparedRead(em, LIST, ['SEO_BENEFITS', 'many'])).rejects.toThrow(
      /integer|bigint/,
    );
    const rows = await preparedRead<{ slug: string }>(em, LIST, ['SEO_BENEFITS', 5]);
    expect(rows.map((row) => row.slug)).toEqual(['a', 'b']);
  });

  it('turns a failing statement into the error the ORM would give', async () => {
    const em = orm.em.fork();
    const viaOrm = await em.execute('select missing from blog_post where id = ?', [1]).then(
      () => null,
      (error: unknown) => error,
    );
    await expect(
      preparedRead(em, 'select missing from blog_post where id = ?', [1]),
    ).rejects.toBeInstanceOf((viaOrm as object).constructor);
  });

  it('reads every column type as the ORM reads it: numbers, counts, dates, JSON, nulls', async () => {
    const em = orm.em.fork();
    const typed = `select id, slug, category, author_id, published_at, created_at,
        (select count(*) from blog_post) as posts, jsonb_build_object('slug', slug) as json,
        id > 0 as positive, array[slug] as slugs
      from blog_post where category = ? order by slug limit ?`;
    const viaOrm = await em.execute<Record<string, unknown>[]>(typed, ['SEO_BENEFITS', 5]);
    const prepared = await preparedRead<Record<string, unknown>>(em, typed, ['SEO_BENEFITS', 5]);
    expect(prepared).toEqual(viaOrm);
    expect(prepared[0]).toMatchObject({ json: { slug: 'a' }, positive: true, slugs: ['a'] });
    expect(prepared[0]).toMatchObject({ author_id: null, published_at: null });
  });
});

describe('numberedPlaceholders', () => {
  it('numbers each placeholder in order', () => {
    expect(numberedPlaceholders('a = ? and (b ilike ? or c in (?, ?))')).toBe(
      'a = $1 and (b ilike $2 or c in ($3, $4))',
    );
  });
});
