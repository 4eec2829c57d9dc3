import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import * as generated from '../web/src/graphql/graphql';
import { splitDocuments } from '../scripts/split-graphql-documents';

const GENERATED = 'web/src/graphql/graphql.ts';

describe('splitDocuments', () => {
  const { code, documents } = splitDocuments(readFileSync(GENERATED, 'utf8'));

  it('moves every document of the generated module into a module of its own', () => {
    const exported = Object.keys(generated).filter((name) => /Doc(ument)?$/.test(name));
    expect([...documents.keys()].sort()).toEqual(exported.sort());
    expect(code).not.toMatch(/as unknown as DocumentNode/);
    for (const name of documents.keys())
      expect(code).toContain(`export { ${name} } from '\0graphql-document:${name}';`);
  });

  it('keeps each document exactly as the generated module exports it', () => {
    for (const [name, literal] of documents) {
      const value: unknown = runInNewContext(`(${literal})`);
      expect(value, name).toEqual(generated[name as keyof typeof generated]);
    }
  });
});
