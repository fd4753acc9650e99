// The post-build step that takes the Next.js runtime off every exported page (README, "Pages
// without JavaScript"). Next.js ships its runtime and the React Server Components payload on
// every page of a static export, and has no switch to leave them out; on a page whose only
// client components are the framework's own plumbing they do nothing a visitor can see, so this
// step removes them. A page with a lead form gets, in their place, the forms' own script
// (scripts/lib/forms-bundle.ts: React and the forms, without Next.js), in an inert
// <template> from which the page's standalone script (lib/islands/form-code-loader.ts) inserts
// it when the visitor first uses a form.
//
// What a page renders comes from the build itself: the payload of each page lists the client
// components it renders ("I" rows), and the client reference manifests in .next/ say which
// source module each of them is. A module of this project must be a lead form inside its island
// (lib/islands/contract.ts). Anything the step cannot place (a script, a link, a client
// component or a payload it does not know) fails the build with the page and the markup named,
// so that a Next.js upgrade or a new client component cannot quietly change what a page does.
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { FORM_CODE_LOADER } from '../../lib/islands/form-code-loader';
import { HOME_ONLY_ISLANDS, type IslandsScript } from '../../lib/islands/islands-inline-script';
import { FORM_ISLAND, FORM_ISLAND_MODULES, MARKS, type FormIslandName } from '../../lib/islands/contract';
import { CLIENT_RENDERED_MARK, frameworkInlineScript, isFrameworkAsset } from './framework-markup';
import { FORMS_BUNDLE_DIR, readFormsBundleManifest, type FormsBundleManifest } from './forms-bundle-manifest';
import { islandPropsProblems, moveIslandProps } from './island-props';
import { attr, elementsWithTemplates } from './html-tree';
import { htmlPages } from './out-files';
import escapeHtml from 'escape-html';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];
type Kind = 'framework' | 'payload' | 'kept';

/**
 * Next.js's own client components that render the same HTML with or without JavaScript, keyed by
 * their path under next/dist (the esm/ prefix dropped). Only these may be left without their
 * runtime; another framework component on a page fails the build until someone looks at it.
 */
const FRAMEWORK_MODULES = new Set([
  'client/app-dir/link.js', // next/link: without its script, a plain <a> that loads the page
  'client/components/layout-router.js', // App Router segment plumbing
  'client/components/render-from-template-context.js',
  'client/components/client-page.js',
  'client/components/client-segment.js',
  'client/components/http-access-fallback/error-boundary.js', // renders its children
  'client/components/builtin/global-error.js', // shown only when rendering fails in the browser
  'lib/framework/boundary-components.js', // metadata and outlet boundaries: render nothing
  'lib/metadata/generate/icon-mark.js', // metadata marker: renders nothing
]);

/** The form island each client module of ours is hydrated by. */
const ISLAND_OF_MODULE = new Map<string, FormIslandName>(Object.entries(FORM_ISLAND_MODULES).map(([name, source]) => [source, name as FormIslandName]));

/** Where the step records its decisions, inside the build directory (read by the benchmark and tests). */
export const REPORT_FILE = 'framework-strip.json';

const KEPT_LINK_RELS = new Set(['stylesheet', 'canonical', 'icon', 'apple-touch-icon', 'alternate', 'manifest']);
const KEPT_PRELOADS = new Set(['image', 'style', 'font']);

/** What the step cannot accept on one page; each problem names the markup or the module. */
class StripError extends Error {
  constructor(
    page: string,
    readonly problems: string[],
  ) {
    super(problems.map((problem) => `${page}: ${problem}`).join('\n'));
  }
}

/** "[project]/node_modules/next/dist/esm/x.js <module evaluation>" -> "node_modules/next/dist/esm/x.js" */
function modulePath(key: string): string {
  return key.replace(/^\[project\]\//, '').replace(/ <[^>]+>$/, '');
}

/** Every client module of the build as id -> source path, from .next/server/app/**\/*_client-reference-manifest.js. */
function loadClientModules(nextDir: string): Map<string, string> {
  const appDir = path.join(nextDir, 'server', 'app');
  if (!fs.existsSync(appDir)) throw new Error(`${appDir} is missing: run next build first`);
  const modules = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('_client-reference-manifest.js')) addManifest(full);
    }
  };
  const addManifest = (file: string) => {
    // The manifests are scripts that assign to globalThis; run each in an empty context.
    const context: { __RSC_MANIFEST?: unknown } = vm.createContext({});
    vm.runInContext(fs.readFileSync(file, 'utf8'), context, { filename: file });
    const manifests = context.__RSC_MANIFEST;
    if (!manifests || typeof manifests !== 'object') throw new Error(`${file}: no __RSC_MANIFEST; the manifest format changed`);
    for (const manifest of Object.values(manifests as Record<string, { clientModules?: Record<string, { id: string | number }> } | undefined>)) {
      for (const [key, entry] of Object.entries(manifest?.clientModules ?? {})) {
        const id = String(entry.id);
        const source = modulePath(key);
        if (modules.has(id) && modules.get(id) !== source) throw new Error(`${file}: client module id ${id} is both ${modules.get(id)} and ${source}`);
        modules.set(id, source);
      }
    }
  };
  walk(appDir);
  if (modules.size === 0) throw new Error(`${appDir}: no client reference manifest found; the build output changed`);
  return modules;
}

/**
 * The rows of a React Server Components payload this step knows, by the letter after the row's
 * id: "I" names a client component, "T" is text (length-prefixed), "H" a resource hint, "X" and
 * "C" open and close a stream. A row with no letter is a model (JSON). Any other letter may be a
 * new way of naming client components, so the step refuses it rather than skip it.
 */
const KNOWN_ROWS = new Set(['I', 'T', 'H', 'X', 'C']);

/**
 * The client components a React Server Components payload renders: its "I" rows, as
 * { id, name }. Text rows ("T", length-prefixed in UTF-8 bytes) may hold newlines, so rows are
 * read by their own framing rather than split on lines. Throws, naming the row, on a row of a
 * kind it does not know.
 */
export function clientReferences(payload: string): { id: string; name: string }[] {
  const bytes = Buffer.from(payload, 'utf8');
  const references: { id: string; name: string }[] = [];
  let at = 0;
  while (at < bytes.length) {
    const colon = bytes.indexOf(0x3a, at);
    const id = colon < 0 ? '' : bytes.toString('latin1', at, colon);
    if (colon < 0 || !/^[0-9a-f]*$/.test(id)) throw new Error(`unreadable payload row at byte ${at}: ${bytes.toString('utf8', at, at + 80)}`);
    const tag = String.fromCharCode(bytes[colon + 1] ?? 0);
    if (tag === 'T') {
      const comma = bytes.indexOf(0x2c, colon + 2);
      const length = Number.parseInt(bytes.toString('latin1', colon + 2, comma), 16);
      if (comma < 0 || Number.isNaN(length)) throw new Error(`unreadable text row ${id} in the payload`);
      at = comma + 1 + length;
      continue;
    }
    const newline = bytes.indexOf(0x0a, colon);
    const end = newline < 0 ? bytes.length : newline;
    if (/[A-Za-z]/.test(tag) && !KNOWN_ROWS.has(tag) && !/^(null|true|false)$/.test(bytes.toString('latin1', colon + 1, end))) {
      throw new Error(
        `payload row ${id} is of a kind this step does not know ("${tag}": ${bytes.toString('utf8', colon + 1, Math.min(end, colon + 81))}); it may name client components the step would miss (KNOWN_ROWS in scripts/lib/strip-framework.ts)`,
      );
    }
    if (tag === 'I') {
      const row: unknown = JSON.parse(bytes.toString('utf8', colon + 2, end));
      if (!Array.isArray(row) || (typeof row[0] !== 'number' && typeof row[0] !== 'string')) throw new Error(`unreadable client reference row ${id}`);
      references.push({ id: String(row[0]), name: String(row[2] ?? '') });
    }
    at = end + 1;
  }
  return references;
}

const textOf = (node: Element) => node.childNodes.map((c) => ('value' in c ? c.value : '')).join('');

/** The inline script that loads a deferred page's framework and runs its other islands (LeadFormGuard). */
const isLoader = (node: Element) => node.tagName === 'script' && attr(node, FORM_CODE_LOADER.script) !== undefined;

/** What the loader script brings to life (lib/islands/): a page with one of these must carry it. */
const ISLAND_MARKS = [FORM_CODE_LOADER.form, ...HOME_ONLY_ISLANDS];
const needsLoader = (node: Element) => ISLAND_MARKS.some((name) => attr(node, name) !== undefined);
const needsHomeScript = (node: Element) => HOME_ONLY_ISLANDS.some((name) => attr(node, name) !== undefined);

/** What a <script> is: 'framework' (removed when stripping), 'payload', 'kept', or undefined if unknown. */
function classifyScript(node: Element): Kind | undefined {
  const src = attr(node, 'src');
  if (src !== undefined) return isFrameworkAsset(src) ? 'framework' : undefined;
  if (attr(node, 'type') === 'application/ld+json') return 'kept';
  if (attr(node, MARKS.standalone) !== undefined) return 'kept';
  const kind = frameworkInlineScript(textOf(node))?.kind;
  return kind === 'runtime' ? 'framework' : kind;
}

/** What a <link> is: 'framework' (a script preload of the runtime), 'kept', or undefined if unknown. */
function classifyLink(node: Element): Kind | undefined {
  const rels = (attr(node, 'rel') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const href = attr(node, 'href') ?? '';
  if (rels.length === 1 && rels[0] === 'modulepreload') return isFrameworkAsset(href) ? 'framework' : undefined;
  if (rels.length === 1 && rels[0] === 'preload') {
    const as = attr(node, 'as');
    if (as === 'script') return isFrameworkAsset(href) ? 'framework' : undefined;
    return KEPT_PRELOADS.has(as ?? '') ? 'kept' : undefined;
  }
  return rels.length > 0 && rels.every((rel) => KEPT_LINK_RELS.has(rel)) ? 'kept' : undefined;
}

const markup = (html: string, node: Element) => {
  const loc = node.sourceCodeLocation;
  const text = loc ? html.slice(loc.startOffset, loc.endOffset) : `<${node.tagName}>`;
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
};

/** The payload string a page carries, from its self.__next_f.push([1, "..."]) scripts. */
function pagePayload(html: string, page: string, scripts: { node: Element; text: string }[]): string {
  let payload = '';
  for (const { node, text } of scripts) {
    const script = frameworkInlineScript(text);
    let chunk: unknown;
    try {
      chunk = JSON.parse(script?.kind === 'payload' ? script.chunk : '');
    } catch {
      throw new StripError(page, [`unreadable payload script: ${text.slice(0, 120)}`]);
    }
    if (!Array.isArray(chunk) || chunk[0] !== 1 || typeof chunk[1] !== 'string') {
      throw new StripError(page, [`payload chunk of an unknown kind: ${markup(html, node)}`]);
    }
    payload += chunk[1];
  }
  return payload;
}

/**
 * What the step made of one page: its new HTML, the client modules its form islands hydrate, and
 * the files its islands' props moved to (site path -> text); none of either on most pages.
 */
interface PageResult {
  html: string;
  islands: string[];
  props: Map<string, string>;
}

const cutOut = (html: string, nodes: Element[]) => {
  let out = html;
  for (const node of [...nodes].sort((a, b) => b.sourceCodeLocation!.startOffset - a.sourceCodeLocation!.startOffset)) {
    out = out.slice(0, node.sourceCodeLocation!.startOffset) + out.slice(node.sourceCodeLocation!.endOffset);
  }
  return out;
};

/**
 * A page with lead forms: the framework goes, as on every other page, and the forms' own script
 * (scripts/lib/forms-bundle.ts) takes its place, in one inert <template> at the end of
 * <body> where the loader finds it: a module script and preloads for the chunks it imports, so
 * that all of it is asked for at once and nothing before the visitor uses a form.
 */
function withFormIslands(html: string, page: string, document: Node, remove: Element[], islands: string[], formIslands: FormsBundleManifest): string {
  const elementsOf = [...elementsWithTemplates(document)];
  const problems: string[] = [];
  if (!elementsOf.some((node) => node.tagName === 'form' && attr(node, FORM_CODE_LOADER.form) !== undefined)) {
    problems.push(
      `renders client islands but no lead form, and only the first use of a lead form loads their code (lib/islands/form-code-loader.ts): the islands would never run`,
    );
  }
  const roots = new Set(elementsOf.map((node) => attr(node, FORM_ISLAND.root)).filter((name) => name !== undefined));
  for (const source of islands) {
    const name = ISLAND_OF_MODULE.get(source);
    if (name === undefined) {
      problems.push(
        `renders ${source}, a client component that no island script brings to life: only the lead forms have one (FORM_ISLAND_MODULES in lib/islands/contract.ts)`,
      );
    } else if (!roots.has(name)) {
      problems.push(`renders ${source} outside its island (<FormIsland form="${name}">), so nothing would hydrate it`);
    }
  }
  const body = elementsOf.find((node) => node.tagName === 'body');
  const bodyEnd = body?.sourceCodeLocation?.endTag?.startOffset;
  if (bodyEnd === undefined) problems.push("no </body> to put the forms' script before");
  if (problems.length) throw new StripError(page, problems);
  const preloads = formIslands.preload.map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`);
  const template = `<template ${FORM_CODE_LOADER.template}="">${preloads.join('')}<script type="module" src="${escapeHtml(formIslands.script)}"></script></template>`;
  const withTemplate = `${html.slice(0, bodyEnd)}${template}${html.slice(bodyEnd)}`;
  // The template goes in after every removed node, so their offsets still hold.
  return cutOut(withTemplate, remove);
}

/**
 * Decides one page: removes the framework from it, and on a page with lead forms puts the forms'
 * own script in its place. `modules` maps client module ids to source paths (loadClientModules).
 * Returns the new HTML and the client modules its form islands hydrate. Throws StripError
 * naming the page and the markup for anything it does not recognise.
 */
function stripPage(html: string, { page, modules, formIslands }: { page: string; modules: Map<string, string>; formIslands: FormsBundleManifest }): PageResult {
  const document = parse(html, { sourceCodeLocationInfo: true });
  const remove: Element[] = [];
  const payloadScripts: { node: Element; text: string }[] = [];
  const problems: string[] = [];
  let clientRendered: Element | undefined;
  let islandMarkup: Element | undefined;
  // Which islands script the page carries (its mark's value), and markup only the home page's runs.
  let islandsScript: string | undefined;
  let homeOnlyMarkup: Element | undefined;
  const islandRoots = new Set<string>();
  let leadForm: Element | undefined;
  for (const node of elementsWithTemplates(document)) {
    if (node.tagName === 'template' && attr(node, CLIENT_RENDERED_MARK) !== undefined) clientRendered = node;
    if (needsLoader(node)) islandMarkup ??= node;
    if (needsHomeScript(node)) homeOnlyMarkup ??= node;
    if (isLoader(node)) islandsScript = attr(node, FORM_CODE_LOADER.script);
    const root = attr(node, FORM_ISLAND.root);
    if (root !== undefined) islandRoots.add(root);
    if (node.tagName === 'form' && attr(node, FORM_CODE_LOADER.form) !== undefined) leadForm ??= node;
    if (node.tagName !== 'script' && node.tagName !== 'link') continue;
    const kind = node.tagName === 'script' ? classifyScript(node) : classifyLink(node);
    if (kind === undefined) problems.push(`unrecognised ${node.tagName}: ${markup(html, node)}`);
    else if (kind === 'framework') remove.push(node);
    else if (kind === 'payload') {
      remove.push(node);
      payloadScripts.push({ node, text: textOf(node).trim() });
    }
  }
  if (islandMarkup && islandsScript === undefined) {
    problems.push(
      `${markup(html, islandMarkup)} needs the script that runs the islands and loads the forms' code (<script ${FORM_CODE_LOADER.script}>, rendered by LeadFormGuard), which the page does not carry`,
    );
  }
  if (homeOnlyMarkup && islandsScript === ('forms' satisfies IslandsScript)) {
    problems.push(
      `${markup(html, homeOnlyMarkup)} needs the home page's islands script, but the page carries the forms' one, which does not run it (<LeadFormGuard islands="forms">: give the page "home")`,
    );
  }
  if (problems.length) throw new StripError(page, problems);

  const payload = pagePayload(html, page, payloadScripts);
  const islands: string[] = [];
  const unknownFramework: string[] = [];
  let references;
  try {
    references = clientReferences(payload);
  } catch (error) {
    throw new StripError(page, [error instanceof Error ? error.message : String(error)]);
  }
  for (const reference of references) {
    const source = modules.get(reference.id);
    if (source === undefined)
      throw new StripError(page, [`the payload renders client module ${reference.id} (${reference.name}), which no client reference manifest lists`]);
    const inNext = /(?:^|\/)node_modules\/next\/dist\/(?:esm\/)?(.+)$/.exec(source);
    if (!inNext) islands.push(source);
    else if (!FRAMEWORK_MODULES.has(inNext[1] ?? '')) unknownFramework.push(`${source} (${reference.name})`);
  }
  if (remove.length && !payloadScripts.length)
    throw new StripError(page, ['framework scripts without a payload; cannot tell which client components it renders']);
  if (unknownFramework.length) {
    throw new StripError(page, [
      `renders Next.js client components this step does not know: ${[...new Set(unknownFramework)].join(', ')}. If they render the same without JavaScript, add them to FRAMEWORK_MODULES in scripts/lib/strip-framework.ts.`,
    ]);
  }
  if (clientRendered) throw new StripError(page, [`part of the page is rendered only in the browser: ${markup(html, clientRendered)}`]);
  const used = [...new Set(islands)].sort();
  const formHtml = used.length ? withFormIslands(html, page, document, remove, used, formIslands) : undefined;
  const missing = [...islandRoots].filter((name) => !used.includes(FORM_ISLAND_MODULES[name as FormIslandName]));
  if (missing.length) {
    throw new StripError(page, [
      `has the island of the ${missing.join(' and ')} form (<div ${FORM_ISLAND.root}>) but its payload renders no ${missing.map((name) => FORM_ISLAND_MODULES[name as FormIslandName] ?? `module for "${name}"`).join(' or ')}: nothing would hydrate it`,
    ]);
  }
  if (leadForm && formHtml === undefined) {
    throw new StripError(page, [`has a lead form (${markup(html, leadForm)}) but renders no island, so the step would leave it without its code`]);
  }
  if (formHtml !== undefined) {
    try {
      const moved = moveIslandProps(formHtml, `/${FORMS_BUNDLE_DIR}`);
      return { html: moved.html, islands: used, props: moved.files };
    } catch (error) {
      throw new StripError(page, [error instanceof Error ? error.message : String(error)]);
    }
  }
  return { html: cutOut(html, remove), islands: [], props: new Map() };
}

/**
 * What the step did. It takes the framework off every page; `stripped` lists the pages that load
 * no script file at all, `formIslands` the pages whose lead forms load their own script on first
 * use, with the client modules it hydrates there. Pages as paths relative to out/.
 */
export interface StripReport {
  stripped: string[];
  formIslands: Record<string, string[]>;
}

/**
 * Runs stripPage over every page of `outDir`, rewrites them and writes the report to
 * `nextDir`/REPORT_FILE. Every problem on every page is reported together, and nothing is
 * written unless all pages pass.
 */
export function stripFramework({ outDir, nextDir }: { outDir: string; nextDir: string }): StripReport {
  const modules = loadClientModules(nextDir);
  const formIslands = readFormsBundleManifest(nextDir);
  const results: (PageResult & { page: string })[] = [];
  const failures = new Map<string, string[]>();
  for (const page of htmlPages(outDir)) {
    try {
      results.push({ page, ...stripPage(fs.readFileSync(path.join(outDir, page), 'utf8'), { page, modules, formIslands }) });
    } catch (error) {
      if (!(error instanceof StripError)) throw error;
      for (const problem of error.problems) failures.set(problem, [...(failures.get(problem) ?? []), page]);
    }
  }
  // The same markup usually fails on every page; say it once, with the pages it was found on.
  if (failures.size) {
    const lines = [...failures].map(
      ([problem, pages]) =>
        `${problem}\n    on ${pages.length === 1 ? pages[0] : `${pages.length} pages: ${pages.slice(0, 5).join(', ')}${pages.length > 5 ? ', …' : ''}`}`,
    );
    throw new Error(lines.join('\n'));
  }
  const report: StripReport = { stripped: [], formIslands: {} };
  for (const result of results) {
    if (result.html !== fs.readFileSync(path.join(outDir, result.page), 'utf8')) fs.writeFileSync(path.join(outDir, result.page), result.html);
    for (const [file, text] of result.props) {
      fs.mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
      fs.writeFileSync(path.join(outDir, file), text);
    }
    if (result.islands.length) report.formIslands[result.page] = result.islands;
    else report.stripped.push(result.page);
  }
  assertIslandProps(outDir);
  fs.writeFileSync(path.join(nextDir, REPORT_FILE), `${JSON.stringify(report, null, 2)}\n`);
  return report;
}

/**
 * Fails, naming each page, if a page of `outDir` still carries its islands' props, or names a
 * props file that is not there or not preloaded with the forms' script (scripts/lib/island-props.ts).
 */
export function assertIslandProps(outDir: string): void {
  const exists = (file: string) => fs.existsSync(path.join(outDir, file));
  const problems = htmlPages(outDir).flatMap((page) =>
    islandPropsProblems(fs.readFileSync(path.join(outDir, page), 'utf8'), exists).map((problem) => `${page}: ${problem}`),
  );
  if (problems.length) throw new Error(problems.join('\n'));
}
