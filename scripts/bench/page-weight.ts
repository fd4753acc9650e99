// Page weight: the gzip size of every exported page's HTML and of the JavaScript it loads, whether
// the post-build step stripped it of the framework, and the budgets on both.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { REPORT_FILE } from '../lib/strip-framework';
import { BUDGETS, type BudgetLog } from './budgets';
import { BENCH_ROUTES } from './routes';

export interface PageRow {
  route: string;
  htmlGzip: number;
  jsGzip: number;
  stripped: boolean;
  loadsFramework: boolean;
  /** KB over the framework floor, for pages that keep the framework. */
  jsOverFloorKb?: number | null;
}

const gzipSize = (buffer: Buffer) => zlib.gzipSync(buffer, { level: 9 }).length;

export const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** Script URLs a current browser loads for a page (nomodule polyfills are skipped by it). */
export function scriptSources(html: string): string[] {
  return [...html.matchAll(/<script([^>]*)>/g)]
    .map((m) => m[1] ?? '')
    .filter((attrs) => !/\snomodule/i.test(attrs))
    .flatMap((attrs) => /\ssrc="([^"]+)"/.exec(attrs)?.[1] ?? []);
}

/** Every exported page in `outDir` as [route, file]. */
export function pagesIn(outDir: string): [route: string, file: string][] {
  const pages: [string, string][] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!['_next', '_not-found'].includes(entry.name)) walk(full);
      } else if (entry.name === 'index.html') {
        const rel = path.relative(outDir, dir).split(path.sep).join('/');
        pages.push([rel ? `/${rel}/` : '/', full]);
      }
    }
  };
  walk(outDir);
  return pages.sort((a, b) => a[0].localeCompare(b[0]));
}

// Shared chunks are weighed once per run, not once per page that loads them.
const scriptGzip = new Map<string, number>();

/** gzip bytes of the page's HTML and of all the scripts it references (shared chunks included). */
export function pageWeight(outDir: string, htmlFile: string): { htmlGzip: number; jsGzip: number } {
  const html = fs.readFileSync(htmlFile);
  let js = 0;
  for (const src of new Set(scriptSources(html.toString('utf8')))) {
    const file = path.join(outDir, src.split('?')[0] ?? src);
    let size = scriptGzip.get(file);
    if (size === undefined) {
      size = fs.existsSync(file) ? gzipSize(fs.readFileSync(file)) : 0;
      scriptGzip.set(file, size);
    }
    js += size;
  }
  return { htmlGzip: gzipSize(html), jsGzip: js };
}

/** Does the page still load any part of the framework (a script file, the inline payload or the runtime bootstrap)? */
export function loadsFramework(html: string): boolean {
  return scriptSources(html).length > 0 || /self\.__next_f|globalThis\["TURBOPACK"\]/.test(html);
}

/** Every page's weight, whether the post-build step stripped it, and whether it still loads the framework. */
export function pageRows(outDir: string, nextDir: string): PageRow[] {
  const report = JSON.parse(fs.readFileSync(path.join(nextDir, REPORT_FILE), 'utf8')) as { stripped: string[] };
  const stripped = new Set(report.stripped);
  return pagesIn(outDir).map(([route, file]) => ({
    route,
    ...pageWeight(outDir, file),
    stripped: stripped.has(path.relative(outDir, file).split(path.sep).join('/')),
    loadsFramework: loadsFramework(fs.readFileSync(file, 'utf8')),
  }));
}

/** The row of `rows` with the largest `key`; `rows` must not be empty. */
export function largest<T>(rows: readonly T[], key: { [K in keyof T]: T[K] extends number ? K : never }[keyof T]): T {
  const [first, ...rest] = rows;
  if (first === undefined) throw new Error('no pages to compare');
  return rest.reduce((a, b) => (Number(b[key]) > Number(a[key]) ? b : a), first);
}

/** Weighs every page of the built site against its budget: pages that keep React against the floor, every other page against zero. */
export function weighPages(outDir: string, nextDir: string, floorJsGzip: number, budgets: BudgetLog): PageRow[] {
  const rows = pageRows(outDir, nextDir);
  for (const row of rows) {
    row.jsOverFloorKb = row.stripped ? null : kb(row.jsGzip - floorJsGzip);
    if (BENCH_ROUTES.interactive.has(row.route) && !row.stripped) {
      const over = kb(row.jsGzip - floorJsGzip);
      budgets.record(`JavaScript over floor ${row.route}`, over, `≤ ${BUDGETS.jsOverFloorKb}`, over <= BUDGETS.jsOverFloorKb, 'KB');
    } else {
      // A page without a form or the picker must have been stripped, and a stripped page must load none of the framework.
      const name = `Framework JavaScript ${row.route}${row.stripped ? '' : ' (page not stripped)'}`;
      budgets.record(name, kb(row.jsGzip), `${BUDGETS.frameworkJsKb}`, row.stripped && !row.loadsFramework && kb(row.jsGzip) <= BUDGETS.frameworkJsKb, 'KB');
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
