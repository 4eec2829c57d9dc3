import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Folder -> the folders its files import from (relative imports only; packages are leaves). */
export type FolderGraph = Map<string, Set<string>>;

/**
 * The import graph of `files` collapsed to folders: `folderOf` names the folder a file belongs to
 * (or undefined to leave it out). Type-only imports count: a cycle through types still ties two
 * folders together.
 */
export function folderGraph(
  files: readonly string[],
  folderOf: (file: string) => string | undefined,
): FolderGraph {
  const graph: FolderGraph = new Map();
  for (const file of files) {
    const from = folderOf(file);
    if (!from) continue;
    const imports = ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles;
    for (const { fileName } of imports) {
      if (!fileName.startsWith('.')) continue;
      const to = folderOf(path.join(path.dirname(file), fileName));
      if (!to || to === from) continue;
      graph.set(from, (graph.get(from) ?? new Set()).add(to));
    }
  }
  return graph;
}

/** Every folder path that leads back to where it started, as 'a -> b -> a'. */
export function folderCycles(graph: FolderGraph): string[] {
  const cycles = new Set<string>();
  const visit = (node: string, trail: string[]) => {
    const seen = trail.indexOf(node);
    if (seen >= 0) {
      const loop = trail.slice(seen);
      const start = loop.indexOf([...loop].sort()[0] ?? node);
      const turned = [...loop.slice(start), ...loop.slice(0, start)];
      cycles.add([...turned, turned[0]].join(' -> '));
      return;
    }
    for (const next of graph.get(node) ?? []) visit(next, [...trail, node]);
  };
  for (const node of graph.keys()) visit(node, []);
  return [...cycles];
}
