import fs from 'node:fs';
import path from 'node:path';
import { importCycles, projectImportGraph, type ImportGraph } from '@/scripts/lib/import-cycles';
import { tempDir } from '../support/temp-dir';

const graph = (edges: Record<string, string[]>): ImportGraph => new Map(Object.entries(edges));

describe('import cycles', () => {
  it('finds each group of modules that import one another, and a module that imports itself', () => {
    const cycles = importCycles(graph({ 'a.ts': ['b.ts'], 'b.ts': ['c.ts'], 'c.ts': ['a.ts', 'd.ts'], 'd.ts': [], 'e.ts': ['e.ts'], 'f.ts': ['a.ts'] }));
    expect(cycles).toEqual([['a.ts', 'b.ts', 'c.ts'], ['e.ts']]);
  });

  it('finds none where imports only go one way', () => {
    expect(importCycles(graph({ 'a.ts': ['b.ts', 'c.ts'], 'b.ts': ['c.ts'], 'c.ts': [] }))).toEqual([]);
  });

  it('reads type-only imports and path aliases from a project, and leaves packages out', () => {
    const root = tempDir('import-cycles-');
    fs.writeFileSync(
      path.join(root, 'tsconfig.json'),
      JSON.stringify({ compilerOptions: { moduleResolution: 'bundler', module: 'esnext', paths: { '@/*': ['./*'] } }, include: ['**/*.ts'] }),
    );
    fs.mkdirSync(path.join(root, 'lib'));
    fs.writeFileSync(path.join(root, 'lib', 'a.ts'), "import type { B } from '@/lib/b';\nimport path from 'node:path';\nexport const a: B = path.sep;\n");
    fs.writeFileSync(path.join(root, 'lib', 'b.ts'), "import { a } from './a';\nexport type B = string;\nexport const twice = a + a;\n");
    const found = projectImportGraph(root);
    expect(found).toEqual(graph({ 'lib/a.ts': ['lib/b.ts'], 'lib/b.ts': ['lib/a.ts'] }));
    expect(importCycles(found)).toEqual([['lib/a.ts', 'lib/b.ts']]);
  });
});

describe('this project', () => {
  it('has no import cycle, types included', () => {
    const found = projectImportGraph(path.resolve(__dirname, '..', '..'));
    expect(found.size).toBeGreaterThan(100);
    expect(importCycles(found)).toEqual([]);
  });
});
