/**
 * A Vite plugin for the browser build: each GraphQL document of the generated module
 * (web/src/graphql/graphql.ts, one module of every document in the app) becomes a module of its
 * own, so a page's chunk carries the documents it uses. As one module, every document that any
 * page or staff screen used went into one shared chunk that each page talking to the server
 * loaded whole (5 KB gzip, growing with every staff feature).
 *
 * The generated file is left as it is; the build reads each `export const XDocument = {...} as
 * unknown as DocumentNode<...>;` (plain data: the client preset inlines fragments) and exports
 * it from its own module instead.
 */
import path from 'node:path';
import type { Plugin } from 'vite';

const DOCUMENT = /^export const (\w+) = (\{[\s\S]*?^\}) as unknown as DocumentNode<[^;]*>;$/gm;
const MODULE_PREFIX = '\0graphql-document:';

export interface SplitDocuments {
  /** The generated module, each document replaced by a re-export from its own module. */
  code: string;
  /** Each document's name and its object literal. */
  documents: Map<string, string>;
}

export function splitDocuments(code: string): SplitDocuments {
  const documents = new Map<string, string>();
  const split = code.replace(DOCUMENT, (_whole, name: string, literal: string) => {
    documents.set(name, literal);
    return `export { ${name} } from '${MODULE_PREFIX}${name}';`;
  });
  return { code: split, documents };
}

export function splitGraphqlDocuments(generatedFile: string): Plugin {
  const file = path.resolve(generatedFile);
  let documents = new Map<string, string>();
  return {
    name: 'split-graphql-documents',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && isSsrBuild !== true,
    enforce: 'pre',
    transform(code, id) {
      if (path.resolve(id) !== file) return null;
      const split = splitDocuments(code);
      if (split.documents.size === 0) this.error(`no GraphQL documents found in ${generatedFile}`);
      documents = split.documents;
      return { code: split.code, map: null };
    },
    resolveId: (id) => (id.startsWith(MODULE_PREFIX) ? id : null),
    load(id) {
      if (!id.startsWith(MODULE_PREFIX)) return null;
      const name = id.slice(MODULE_PREFIX.length);
      const literal = documents.get(name);
      if (literal === undefined) this.error(`unknown GraphQL document ${name}`);
      return `export const ${name} = ${literal};`;
    },
  };
}
