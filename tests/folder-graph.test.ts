import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { folderCycles, folderGraph, type FolderGraph } from './support/folder-graph';

const sourceFiles = execFileSync(
  'git',
  ['ls-files', '--cached', '--others', '--exclude-standard'],
  {
    encoding: 'utf8',
  },
)
  .split('\n')
  .filter((file) => /\.(ts|tsx)$/.test(file) && !file.startsWith('web/src/graphql/'));

/** api: each module, and each other folder of api/src; web: each feature, and each folder of web/src. */
function folderOf(file: string): string | undefined {
  const parts = path.normalize(file).split(path.sep);
  const [first, second, third, fourth] = parts;
  if ((first === 'api' || first === 'web') && second === 'src' && third && parts.length > 3) {
    const grouped = third === 'modules' || third === 'features';
    return grouped && fourth && parts.length > 4
      ? `${first}/src/${third}/${fourth}`
      : `${first}/src/${third}`;
  }
  return undefined;
}

describe('folder import graph', () => {
  it('finds a cycle through three folders and none in a chain', () => {
    const graph: FolderGraph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
      ['d', new Set(['a'])],
    ]);
    expect(folderCycles(graph)).toEqual(['a -> b -> c -> a']);
    expect(folderCycles(new Map([['a', new Set(['b'])]]))).toEqual([]);
  });

  it('has no cycle between api modules or web features', () => {
    const graph = folderGraph(sourceFiles, (file) => {
      const folder = folderOf(file);
      return folder?.includes('/modules/') || folder?.includes('/features/') ? folder : undefined;
    });
    expect(folderCycles(graph)).toEqual([]);
  });

  it('has no cycle between the folders of web/src', () => {
    const graph = folderGraph(sourceFiles, (file) => {
      const folder = folderOf(file);
      if (!folder?.startsWith('web/src/')) return undefined;
      return folder.startsWith('web/src/features/') ? 'web/src/features' : folder;
    });
    expect(folderCycles(graph)).toEqual([]);
  });
});
