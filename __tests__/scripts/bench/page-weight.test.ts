import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { BudgetLog } from '@/scripts/bench/budgets';
import { kb, largest, loadsFramework, pagesIn, pageWeight, scriptSources, weighPages } from '@/scripts/bench/page-weight';
import { REPORT_FILE } from '@/scripts/lib/strip-framework';

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'bench-'));
const gzip = (text: string) => zlib.gzipSync(text, { level: 9 }).length;

describe('scriptSources', () => {
  it('lists the scripts a current browser loads, skipping nomodule polyfills and inline scripts', () => {
    const html =
      '<script src="/a.js" async=""></script><script>inline()</script><script src="/poly.js" noModule=""></script><script async src="/b.js"></script>';
    expect(scriptSources(html)).toEqual(['/a.js', '/b.js']);
  });
});

describe('pagesIn and pageWeight', () => {
  it('finds every exported page and adds up the gzip size of its HTML and its scripts', () => {
    const out = tmp();
    const js = 'console.log("x".repeat(100));'.repeat(20);
    fs.mkdirSync(path.join(out, '_next'), { recursive: true });
    fs.writeFileSync(path.join(out, '_next', 'app.js'), js);
    const html = '<html><script src="/_next/app.js" async=""></script><script src="/_next/app.js"></script></html>';
    fs.writeFileSync(path.join(out, 'index.html'), html);
    fs.mkdirSync(path.join(out, 'about'));
    fs.writeFileSync(path.join(out, 'about', 'index.html'), '<html></html>');

    expect(pagesIn(out).map(([route]) => route)).toEqual(['/', '/about/']);
    const weight = pageWeight(out, path.join(out, 'index.html'));
    expect(weight.htmlGzip).toBe(gzip(html));
    // The same chunk referenced twice is downloaded once.
    expect(weight.jsGzip).toBe(gzip(js));
    expect(pageWeight(out, path.join(out, 'about', 'index.html')).jsGzip).toBe(0);
  });
});

describe('loadsFramework', () => {
  it('sees a framework script file, the inline payload and the runtime bootstrap, and nothing in a stripped page', () => {
    const stripped =
      '<html><head><link rel="stylesheet" href="/_next/static/chunks/a.css"/></head><body><script data-standalone="">leave()</script><script type="application/ld+json">{}</script></body></html>';
    expect(loadsFramework(stripped)).toBe(false);
    expect(loadsFramework('<script src="/_next/static/chunks/app.js" async=""></script>')).toBe(true);
    expect(loadsFramework('<script>self.__next_f.push([1,"0:{}"])</script>')).toBe(true);
    expect(loadsFramework('<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({})</script>')).toBe(true);
  });
});

describe('kb and largest', () => {
  it('rounds to a tenth of a KB and picks the row with the most bytes', () => {
    expect(kb(1536)).toBe(1.5);
    expect(largest([{ n: 1 }, { n: 3 }, { n: 2 }], 'n')).toEqual({ n: 3 });
    expect(() => largest<{ n: number }>([], 'n')).toThrow('no pages to compare');
  });
});

describe('weighPages', () => {
  /** A built site: the home page keeps React (`reactJs` bytes of script), the others were stripped unless listed. */
  function site(options: { reactJs: string; unstripped?: string[] }) {
    const root = tmp();
    const out = path.join(root, 'out');
    const next = path.join(root, '.next');
    fs.mkdirSync(path.join(out, '_next'), { recursive: true });
    fs.mkdirSync(next);
    fs.writeFileSync(path.join(out, '_next', 'app.js'), options.reactJs);
    fs.writeFileSync(path.join(out, 'index.html'), '<script src="/_next/app.js"></script>');
    const stripped: string[] = [];
    for (const route of ['about', 'blogs/page1/1']) {
      fs.mkdirSync(path.join(out, route), { recursive: true });
      const keeps = options.unstripped?.includes(route);
      fs.writeFileSync(path.join(out, route, 'index.html'), keeps ? '<script>self.__next_f.push([])</script><p>x</p>' : '<p>An article</p>');
      if (!keeps) stripped.push(`${route}/index.html`);
    }
    fs.writeFileSync(path.join(next, REPORT_FILE), JSON.stringify({ stripped }));
    return { out, next };
  }

  it('holds a page that keeps React to its JavaScript over the floor, and every other page to none at all', () => {
    const js = 'x'.repeat(5000);
    const { out, next } = site({ reactJs: js });
    const budgets = new BudgetLog();
    const rows = weighPages(out, next, 0, budgets);
    expect(rows.map((r) => [r.route, r.stripped, r.jsOverFloorKb])).toEqual([
      ['/', false, kb(gzip(js))],
      ['/about/', true, null],
      ['/blogs/page1/1/', true, null],
    ]);
    expect(budgets.results.map((b) => [b.name, b.pass])).toEqual([
      ['JavaScript over floor /', true],
      ['Framework JavaScript /about/', true],
      ['Framework JavaScript /blogs/page1/1/', true],
      ['Largest article HTML (/blogs/page1/1/)', true],
    ]);
  });

  it('fails a page without a form that the post-build step left with the framework', () => {
    const { out, next } = site({ reactJs: 'x', unstripped: ['about'] });
    const budgets = new BudgetLog();
    weighPages(out, next, 0, budgets);
    expect(budgets.results.find((b) => b.name.startsWith('Framework JavaScript /about/'))).toMatchObject({
      name: 'Framework JavaScript /about/ (page not stripped)',
      pass: false,
    });
  });

  it('fails the page that keeps React when its JavaScript is more than the budget over the floor', () => {
    const heavy = Array.from({ length: 40_000 }, (_, i) => `v${(i * 7919) % 100_003}`).join(';');
    const { out, next } = site({ reactJs: heavy });
    const budgets = new BudgetLog();
    weighPages(out, next, 0, budgets);
    expect(budgets.results[0]).toMatchObject({ name: 'JavaScript over floor /', pass: false });
  });
});
