// Page weight: the gzip size of every exported page's HTML and of the JavaScript it loads, split
// into anything of the framework (none, since the post-build step) and the lead forms' own code
// (loaded on a form page when its form is first used), and the budgets on each.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { FORMS_BUNDLE_DIR } from '../lib/forms-bundle-manifest';
import { carriesFrameworkCode } from '../lib/framework-markup';
import { pageRoutes } from '../lib/out-files';
import { BUDGETS, type BudgetLog } from './budgets';
import { BENCH_ROUTES } from './routes';

export interface PageRow {
  route: string;
  htmlGzip: number;
  /** Every script file the page can load. */
  jsGzip: number;
  /** Of which the lead forms' own code that must arrive before a form is ready: the script and the chunks it imports. */
  formCodeGzip: number;
  loadsFramework: boolean;
}

const gzipSize = (buffer: Buffer) => zlib.gzipSync(buffer, { level: 9 }).length;

export const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/**
 * Script URLs a current browser loads for a page (nomodule polyfills are skipped by it), the
 * modules it preloads included. On a form page they wait in an inert template until the form is
 * first used, and are counted all the same.
 */
export function scriptSources(html: string): string[] {
  const scripts = [...html.matchAll(/<script([^>]*)>/g)]
    .map((m) => m[1] ?? '')
    .filter((attrs) => !/\snomodule/i.test(attrs))
    .flatMap((attrs) => /\ssrc="([^"]+)"/.exec(attrs)?.[1] ?? []);
  const modules = [...html.matchAll(/<link([^>]*)>/g)].map((m) => m[1] ?? '').filter((attrs) => /\srel="modulepreload"/.test(attrs));
  return [...scripts, ...modules.flatMap((attrs) => /\shref="([^"]+)"/.exec(attrs)?.[1] ?? [])];
}

const isFormCode = (src: string) => src.startsWith(`/${FORMS_BUNDLE_DIR}/`);

// Shared chunks are weighed once per run, not once per page that loads them.
const scriptGzip = new Map<string, number>();

/** gzip bytes of the page's HTML, of all the scripts it references (shared chunks included), and of those that are the forms' code. */
export function pageWeight(outDir: string, htmlFile: string): { htmlGzip: number; jsGzip: number; formCodeGzip: number } {
  const html = fs.readFileSync(htmlFile);
  let js = 0;
  let formCode = 0;
  for (const src of new Set(scriptSources(html.toString('utf8')))) {
    const file = path.join(outDir, src.split('?')[0] ?? src);
    let size = scriptGzip.get(file);
    if (size === undefined) {
      size = fs.existsSync(file) ? gzipSize(fs.readFileSync(file)) : 0;
      scriptGzip.set(file, size);
    }
    js += size;
    if (isFormCode(src)) formCode += size;
  }
  return { htmlGzip: gzipSize(html), jsGzip: js, formCodeGzip: formCode };
}

/** Does the page still load any part of the framework (a script file other than the forms' own, the inline payload or the runtime bootstrap)? */
export function loadsFramework(html: string): boolean {
  return scriptSources(html).some((src) => !isFormCode(src)) || carriesFrameworkCode(html);
}

/** Every page's weight, and whether it still loads the framework. */
export function pageRows(outDir: string): PageRow[] {
  return pageRoutes(outDir).map(({ route, file }) => ({
    route,
    ...pageWeight(outDir, path.join(outDir, file)),
    loadsFramework: loadsFramework(fs.readFileSync(path.join(outDir, file), 'utf8')),
  }));
}

/** The row of `rows` with the largest `key`; `rows` must not be empty. */
export function largest<T>(rows: readonly T[], key: { [K in keyof T]: T[K] extends number ? K : never }[keyof T]): T {
  const [first, ...rest] = rows;
  if (first === undefined) throw new Error('no pages to compare');
  return rest.reduce((a, b) => (Number(b[key]) > Number(a[key]) ? b : a), first);
}

/**
 * Weighs every page of the built site against its budgets: no framework JavaScript anywhere, and
 * on the form pages the forms' own code (what must arrive before a form is ready) within its
 * budget.
 */
export function weighPages(outDir: string, budgets: BudgetLog): PageRow[] {
  const rows = pageRows(outDir);
  for (const row of rows) {
    const framework = kb(row.jsGzip - row.formCodeGzip);
    budgets.record(`Framework JavaScript ${row.route}`, framework, `${BUDGETS.frameworkJsKb}`, !row.loadsFramework && framework <= BUDGETS.frameworkJsKb, 'KB');
    if (BENCH_ROUTES.interactive.has(row.route)) {
      // A form page whose forms have no code could never send a lead.
      const formCode = kb(row.formCodeGzip);
      budgets.record(`Forms' code on first use ${row.route}`, formCode, `≤ ${BUDGETS.formCodeKb}`, formCode > 0 && formCode <= BUDGETS.formCodeKb, 'KB');
    }
  }
  const article = largest(
    rows.filter((r) => BENCH_ROUTES.isArticle(r.route)),
    'htmlGzip',
  );
  budgets.record(
    `Largest article HTML (${article.route})`,
    kb(article.htmlGzip),
    `≤ ${BUDGETS.largestArticleHtmlKb}`,
    kb(article.htmlGzip) <= BUDGETS.largestArticleHtmlKb,
    'KB',
  );
  return rows;
}
