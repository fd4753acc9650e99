// Pure pieces of the benchmark: page weights from out/, medians, budgets.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const gzipSize = (buffer) => zlib.gzipSync(buffer, { level: 9 }).length;

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Script URLs a current browser loads for a page (nomodule polyfills are skipped by it). */
export function scriptSources(html) {
  return [...html.matchAll(/<script([^>]*)>/g)]
    .map((m) => m[1])
    .filter((attrs) => !/\snomodule/i.test(attrs))
    .map((attrs) => /\ssrc="([^"]+)"/.exec(attrs)?.[1])
    .filter(Boolean);
}

/** Every exported page in `outDir` as [route, file]. */
export function pagesIn(outDir) {
  const pages = [];
  const walk = (dir) => {
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

/** gzip bytes of the page's HTML and of all the scripts it references (shared chunks included). */
export function pageWeight(outDir, htmlFile) {
  const html = fs.readFileSync(htmlFile);
  const cache = pageWeight.cache ?? (pageWeight.cache = new Map());
  let js = 0;
  for (const src of new Set(scriptSources(html.toString('utf8')))) {
    const file = path.join(outDir, src.split('?')[0]);
    if (!cache.has(file)) cache.set(file, fs.existsSync(file) ? gzipSize(fs.readFileSync(file)) : 0);
    js += cache.get(file);
  }
  return { htmlGzip: gzipSize(html), jsGzip: js };
}

/** Does the page still load any part of the framework (a script file, the inline payload or the runtime bootstrap)? */
export function loadsFramework(html) {
  return scriptSources(html).length > 0 || /self\.__next_f|globalThis\["TURBOPACK"\]/.test(html);
}

/** Routes whose pages carry a form or the issue picker: the only ones that keep React, in both languages. */
export const INTERACTIVE_ROUTES = new Set(['/', '/contact/', '/formInput/', '/es/', '/es/contact/', '/es/formInput/']);

export const BUDGETS = {
  performance: (route) => (!INTERACTIVE_ROUTES.has(route) ? 100 : route.endsWith('/contact/') ? 98 : 95),
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  cls: 0,
  lcpMs: (route) => (INTERACTIVE_ROUTES.has(route) ? 1500 : 1000),
  tbtMs: 150,
  /** JavaScript over the framework floor on the routes that keep React. */
  jsOverFloorKb: 30,
  /** Every other page ships without the framework: no framework JavaScript at all. */
  frameworkJsKb: 0,
  largestArticleHtmlKb: 11,
  buildMinutesAt1000: 10,
  perArticleGrowth: 1.5,
};

export const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
