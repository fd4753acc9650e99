import type { Metafile } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { buildFormsBundle, COMPILE_HINT, bundleProblems, importProblems, importsRetried } from '../../scripts/lib/forms-bundle';
import { MAX_FIRST_LOAD_FILES, readFormsBundleManifest } from '../../scripts/lib/forms-bundle-manifest';
import { tempDir } from '../support/temp-dir';

const metafile = (inputs: string[]): Metafile => ({
  inputs: Object.fromEntries(inputs.map((input) => [input, { bytes: 1, imports: [] }])),
  outputs: {},
});

describe("the forms' own script", () => {
  it('may bundle React and the forms', () => {
    const inputs = ['node_modules/react-dom/cjs/react-dom-client.production.js', 'components/forms/contact-form.tsx'];
    expect(bundleProblems(metafile(inputs), { '/_next/static/islands/lead-forms-1.js': 'export const a=1;' })).toEqual([]);
  });

  it('refuses Next.js in the bundle, and code that reads Node’s process, which the browser lacks', () => {
    const problems = bundleProblems(metafile(['node_modules/next/dist/client/app-dir/link.js', 'lib/config.ts']), {
      '/_next/static/islands/lead-forms-1.js': 'const key=process.env.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY;',
    });
    expect(problems).toEqual([
      'it bundles node_modules/next/dist/client/app-dir/link.js: the forms must not depend on Next.js',
      "/_next/static/islands/lead-forms-1.js reads Node's process, which the browser does not have",
    ]);
  });
});

describe('the chunks the forms load later', () => {
  it('are imported through the retrying importer, by their absolute URL; imports of a variable are left alone', () => {
    expect(importsRetried('const a=()=>import("./browser-AB12.js"),b=e=>import(e);')).toBe(
      'const a=()=>globalThis.__leadFormsImport(new URL("./browser-AB12.js",import.meta.url).href),b=e=>import(e);',
    );
  });
});

describe('the check of the rewritten imports', () => {
  // The forms' entry, the chunk it imports at once (preloaded), and two chunks it loads later.
  const graph = (lazyImports: string[] = []): Metafile => ({
    inputs: {},
    outputs: {
      'out/lead-forms-1.js': {
        bytes: 1,
        inputs: {},
        exports: [],
        entryPoint: 'components/forms/island/forms-bundle-entry.ts',
        imports: [
          { path: 'out/chunk-a.js', kind: 'import-statement' },
          { path: 'out/zod-1.js', kind: 'dynamic-import' },
        ],
      },
      'out/chunk-a.js': { bytes: 1, inputs: {}, exports: [], imports: [] },
      'out/zod-1.js': { bytes: 1, inputs: {}, exports: [], imports: lazyImports.map((p) => ({ path: p, kind: 'import-statement' as const })) },
      'out/chunk-b.js': { bytes: 1, inputs: {}, exports: [], imports: [] },
    },
  });
  const texts = (entry: string) => ({ 'out/lead-forms-1.js': entry, 'out/chunk-a.js': '', 'out/zod-1.js': '', 'out/chunk-b.js': '' });
  const source = 'import{a}from"./chunk-a.js";const z=()=>import("./zod-1.js");';

  it('passes a bundle whose every import() goes through the importer and whose later chunks import only what the first load brought', () => {
    expect(importProblems(graph(['out/chunk-a.js']), texts(importsRetried(source)))).toEqual([]);
  });

  it('names a chunk whose import() the rewrite missed', () => {
    const missed = source.replace('import("./zod-1.js")', 'import( "./zod-1.js" )');
    expect(importProblems(graph(), texts(importsRetried(missed)))).toEqual([
      'out/lead-forms-1.js: its import() of out/zod-1.js does not go through the retrying importer',
      'out/lead-forms-1.js: an import() of a literal that the rewrite into the retrying importer did not catch',
    ]);
  });

  it('names a chunk loaded later that imports a file the first load did not bring', () => {
    expect(importProblems(graph(['out/chunk-a.js', 'out/chunk-b.js']), texts(importsRetried(source)))).toEqual([
      "out/zod-1.js imports out/chunk-b.js, which is not fetched with the forms' script: a failed fetch of it could not be retried",
    ]);
  });
});

describe("the forms' first load", () => {
  it('refuses an entry that imports more chunks than a browser fetches at once', () => {
    const withImports = (count: number): Metafile => ({
      inputs: {},
      outputs: {
        'out/lead-forms-1.js': {
          bytes: 1,
          inputs: {},
          exports: [],
          entryPoint: 'components/forms/island/forms-bundle-entry.ts',
          imports: Array.from({ length: count }, (_, i) => ({ path: `out/chunk-${i}.js`, kind: 'import-statement' as const })),
        },
      },
    });
    expect(bundleProblems(withImports(MAX_FIRST_LOAD_FILES - 1), {})).toEqual([]);
    expect(bundleProblems(withImports(MAX_FIRST_LOAD_FILES), {})).toEqual([
      `the forms' script and the chunks it imports are ${MAX_FIRST_LOAD_FILES + 1} files, more than the ${MAX_FIRST_LOAD_FILES} a browser fetches at once`,
    ]);
  });
});

describe("building the forms' own script", () => {
  it('writes the entry and the chunks it imports with the compile hint, the chunks loaded later without, and the manifest the strip step reads', async () => {
    const dir = tempDir('islands-');
    const outDir = path.join(dir, 'out');
    const nextDir = path.join(dir, '.next');
    fs.mkdirSync(nextDir, { recursive: true });
    const manifest = await buildFormsBundle({ root: process.cwd(), outDir, nextDir });

    expect(readFormsBundleManifest(nextDir)).toEqual(manifest);
    expect(manifest.script).toMatch(/^\/_next\/static\/islands\/lead-forms-[A-Z0-9]+\.js$/);
    // Each form's own sources, which the styles step reads for the classes it adds, and no library.
    expect(manifest.sources.contact).toEqual(expect.arrayContaining(['components/forms/contact-form.tsx', 'components/ui/spinner.tsx']));
    expect(manifest.sources.contact).not.toContain('components/forms/case-form.tsx');
    expect(manifest.sources.case).toEqual(expect.arrayContaining(['components/forms/case-form.tsx', 'components/ui/choice-group.tsx']));
    expect(
      Object.values(manifest.sources)
        .flat()
        .filter((file) => file.includes('node_modules')),
    ).toEqual([]);
    const read = (file: string) => fs.readFileSync(path.join(outDir, file), 'utf8');
    const entry = read(manifest.script);
    expect(entry.startsWith(`${COMPILE_HINT}\n`)).toBe(true);
    // Every chunk the entry imports is preloaded with it, so nothing waits for a second round trip.
    const imported = [...entry.matchAll(/from"\.\/([^"]+)"/g)].map((m) => `/_next/static/islands/${m[1]}`);
    expect([...new Set(imported)].sort()).toEqual([...manifest.preload].sort());
    // All of them at once: a browser opens no more connections than this to one host.
    expect(1 + manifest.preload.length).toBeLessThanOrEqual(MAX_FIRST_LOAD_FILES);
    const firstLoad = new Set([manifest.script, ...manifest.preload]);
    const later = manifest.files.filter((file) => !firstLoad.has(file));
    expect(later.length).toBeGreaterThan(0);
    for (const file of manifest.files) {
      expect(fs.existsSync(path.join(outDir, file))).toBe(true);
      expect(read(file).startsWith(`${COMPILE_HINT}\n`)).toBe(firstLoad.has(file));
    }
  });
});
