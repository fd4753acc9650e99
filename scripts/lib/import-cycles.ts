// Own code, not a library: import/no-cycle skips type-only cycles, and madge or dpdm would add a dependency tree for what TypeScript's own resolver does here.
// The project's modules and what each imports, and the cycles among them. A cycle counts even when
// it is made only of `import type`: ESLint's import/no-cycle skips those, yet they still leave two
// files each owning half of what they share. jest keeps the count at 0
// (__tests__/scripts/import-cycles.test.ts).
import path from 'node:path';
import ts from 'typescript';

/** Each module (a path relative to the root) and the project modules it imports. */
export type ImportGraph = Map<string, string[]>;

/** Every module of the TypeScript project at `root` (its tsconfig.json) and the project modules it imports, types included. */
export function projectImportGraph(root: string): ImportGraph {
  const configFile = ts.findConfigFile(root, ts.sys.fileExists);
  if (!configFile) throw new Error(`No tsconfig.json in ${root}`);
  const { config } = ts.readConfigFile(configFile, ts.sys.readFile);
  const { options, fileNames } = ts.parseJsonConfigFileContent(config, ts.sys, root);
  const cache = ts.createModuleResolutionCache(root, (name) => name, options);
  const graph: ImportGraph = new Map();
  const relative = (file: string) => path.relative(root, file).split(path.sep).join('/');
  for (const file of fileNames) {
    const text = ts.sys.readFile(file) ?? '';
    const { importedFiles } = ts.preProcessFile(text, true, true);
    const imports = new Set<string>();
    for (const { fileName } of importedFiles) {
      const resolved = ts.resolveModuleName(fileName, file, options, ts.sys, cache).resolvedModule;
      if (resolved && !resolved.isExternalLibraryImport && !resolved.resolvedFileName.endsWith('.d.ts')) imports.add(relative(resolved.resolvedFileName));
    }
    graph.set(relative(file), [...imports].sort());
  }
  return graph;
}

/**
 * The import cycles of `graph`: each group of modules that reach one another through imports
 * (strongly connected, by Tarjan's algorithm), sorted, with a module that imports itself a group of one.
 */
export function importCycles(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) as number);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) as number, low.get(next) as number));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node) as number, index.get(next) as number));
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop() as string;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(group.sort());
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return cycles.sort((a, b) => (a[0] ?? '').localeCompare(b[0] ?? ''));
}
