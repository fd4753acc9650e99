// Builds the lead forms' own script: React, the two forms and what they use, bundled by esbuild
// from components/forms/island/forms-bundle-entry.ts, without Next.js. The pages that carry a lead form
// load it when the visitor first uses the form (lib/islands/form-code-loader.ts), instead of the
// Next.js runtime and the page's React Server Components payload, which cost three times the
// bytes and a second round trip (README, "Pages without JavaScript").
import fs from 'node:fs';
import path from 'node:path';
import { build, type Metafile } from 'esbuild';
import { FRESH_IMPORT_GLOBAL } from '../../lib/islands/fresh-import';
import { FORM_ISLAND_MODULES, type FormIslandName } from '../../lib/islands/contract';
import { BROWSER_TARGET } from './browser-target';
import { FORMS_BUNDLE_DIR, FORMS_BUNDLE_MANIFEST, MAX_FIRST_LOAD_FILES, type FormsBundleManifest } from './forms-bundle-manifest';

const ENTRY = 'components/forms/island/forms-bundle-entry.ts';

/**
 * V8's explicit compile hint (Chromium 136 and later; other engines read a comment): compile
 * every function of the file while it downloads, on a background thread, instead of each one
 * on the main thread when React first calls it. Nearly all of the entry and of the chunks it
 * imports (react-dom, React, the form library, the forms) runs when the form hydrates, so the
 * form is ready sooner (bench/README.md has the figures). Not on the chunks loaded later (validation,
 * sending): they are not on that path.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The call that importsRetried writes for a chunk, and importProblems looks for. */
const retriedCall = (chunk: string) => `globalThis.${FRESH_IMPORT_GLOBAL}(new URL("./${chunk}",import.meta.url).href)`;

/**
 * Routes each chunk the bundle loads later through the importer the entry installs
 * (lib/islands/fresh-import.ts), by the chunk's absolute URL: a chunk that failed to arrive is
 * asked for again under a URL the browser's module map has not seen, so a retry reaches the network.
 */
export function importsRetried(text: string): string {
  return text.replace(/\bimport\("\.\/([^"]+\.js)"\)/g, (_, chunk: string) => retriedCall(chunk));
}

/**
 * What the rewrite into the retrying importer missed, read from esbuild's import graph of the
 * written files (`texts`, keyed like the metafile's outputs): a dynamic import of the graph not
 * made through the importer, an import("…") of a literal left as it was, or any file imported
 * statically that is not fetched with the entry. The chunks loaded later may import only what the
 * first load already brought: a failed fetch of anything else stays failed in the browser's module
 * map, where no retry URL reaches it.
 */
export function importProblems(metafile: Metafile, texts: Record<string, string>): string[] {
  const problems: string[] = [];
  const outputs = Object.entries(metafile.outputs).filter(([file]) => file.endsWith('.js'));
  const entry = outputs.find(([, output]) => output.entryPoint);
  const firstLoad = new Set(entry ? [entry[0], ...entry[1].imports.filter((i) => i.kind === 'import-statement').map((i) => i.path)] : []);
  for (const [file, output] of outputs) {
    const text = texts[file] ?? '';
    for (const { path: target, kind } of output.imports) {
      if (kind === 'dynamic-import' && !text.includes(retriedCall(path.posix.basename(target))))
        problems.push(`${file}: its import() of ${target} does not go through the retrying importer`);
      if (kind === 'import-statement' && !firstLoad.has(target))
        problems.push(`${file} imports ${target}, which is not fetched with the forms' script: a failed fetch of it could not be retried`);
    }
    if (/\bimport\(\s*["'`]/.test(text)) problems.push(`${file}: an import() of a literal that the rewrite into the retrying importer did not catch`);
  }
  return problems;
}

const sitePath = (outDir: string, file: string) => `/${path.relative(outDir, file).split(path.sep).join('/')}`;

/**
 * What a build may not contain: Next.js (the point of the island is to run without it), a
 * reference to Node's `process` (nothing in the browser defines it), or a first load (the entry
 * and the chunks it imports) of more files than a browser fetches at once.
 */
export function bundleProblems(metafile: Metafile, outputs: Record<string, string>): string[] {
  const problems: string[] = [];
  for (const input of Object.keys(metafile.inputs)) {
    if (/(^|\/)node_modules\/next\//.test(input)) problems.push(`it bundles ${input}: the forms must not depend on Next.js`);
  }
  for (const [file, text] of Object.entries(outputs)) {
    if (/\bprocess\.(env|browser|versions)\b/.test(text)) problems.push(`${file} reads Node's process, which the browser does not have`);
  }
  for (const output of Object.values(metafile.outputs)) {
    const files = output.entryPoint ? 1 + output.imports.filter((i) => i.kind === 'import-statement').length : 0;
    if (files > MAX_FIRST_LOAD_FILES) {
      problems.push(`the forms' script and the chunks it imports are ${files} files, more than the ${MAX_FIRST_LOAD_FILES} a browser fetches at once`);
    }
  }
  return problems;
}

/** Each form's own modules: what its component imports, at once or later, outside node_modules. */
function formSources(metafile: Metafile): FormsBundleManifest['sources'] {
  const ours = (file: string) => !file.split('/').includes('node_modules');
  const closure = (start: string) => {
    const seen = new Set([start]);
    for (const pending = [start]; pending.length > 0;) {
      for (const { path: next } of metafile.inputs[pending.pop()!]?.imports ?? []) {
        if (ours(next) && !seen.has(next)) {
          seen.add(next);
          pending.push(next);
        }
      }
    }
    return [...seen].sort();
  };
  const entries = Object.entries(FORM_ISLAND_MODULES) as [FormIslandName, string][];
  const missing = entries.filter(([, file]) => !metafile.inputs[file]);
  if (missing.length) throw new Error(`the forms' bundle does not hold ${missing.map(([, file]) => file).join(', ')}`);
  return Object.fromEntries(entries.map(([name, file]) => [name, closure(file)])) as FormsBundleManifest['sources'];
}

/**
 * Bundles the forms into `outDir`/FORMS_BUNDLE_DIR (content-hashed names, so hosts may cache
 * them for good) and writes the manifest to `nextDir`. Throws, naming the cause, on anything
 * bundleProblems refuses.
 */
export async function buildFormsBundle({ root, outDir, nextDir }: { root: string; outDir: string; nextDir: string }): Promise<FormsBundleManifest> {
  const dir = path.join(outDir, FORMS_BUNDLE_DIR);
  fs.rmSync(dir, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: root,
    entryPoints: { 'lead-forms': ENTRY },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: BROWSER_TARGET,
    minify: true,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    entryNames: '[name]-[hash]',
    chunkNames: '[name]-[hash]',
    outdir: dir,
    metafile: true,
    write: false,
    logLevel: 'silent',
  });
  const outputs = Object.fromEntries(result.outputFiles.map((file) => [sitePath(outDir, file.path), file.text]));
  const problems = bundleProblems(result.metafile, outputs);
  if (problems.length) throw new Error(problems.join('\n'));
  const entry = Object.entries(result.metafile.outputs).find(([, output]) => output.entryPoint === ENTRY);
  if (!entry) throw new Error(`esbuild wrote no output for ${ENTRY}`);
  const [entryFile, entryOutput] = entry;
  const absolute = (file: string) => path.resolve(root, file);
  const imported = entryOutput.imports.filter((i) => i.kind === 'import-statement').map((i) => absolute(i.path));
  const hinted = new Set([absolute(entryFile), ...imported]);
  const rewritten = new Map(result.outputFiles.map((file) => [file.path, importsRetried(file.text)]));
  const missed = importProblems(
    result.metafile,
    Object.fromEntries([...rewritten].map(([file, text]) => [path.relative(root, file).split(path.sep).join('/'), text])),
  );
  if (missed.length) throw new Error(missed.join('\n'));
  fs.mkdirSync(dir, { recursive: true });
  for (const [file, text] of rewritten) fs.writeFileSync(file, hinted.has(file) ? `${COMPILE_HINT}\n${text}` : text);
  const manifest: FormsBundleManifest = {
    script: sitePath(outDir, absolute(entryFile)),
    preload: imported.map((file) => sitePath(outDir, file)),
    files: Object.keys(outputs).sort(),
    sources: formSources(result.metafile),
  };
  fs.writeFileSync(path.join(nextDir, FORMS_BUNDLE_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}
