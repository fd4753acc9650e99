import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { BudgetLog } from '@/scripts/bench/budgets';
import { kb, largest, loadsFramework, pageWeight, scriptSources, weighPages } from '@/scripts/bench/page-weight';
import { tempDir } from '../../support/temp-dir';

const tmp = () => tempDir('bench-');
const gzip = (text: string) => zlib.gzipSync(text, { level: 9 }).length;

describe('scriptSources', () => {
  it('lists the scripts a current browser loads, skipping nomodule polyfills and inline scripts', () => {
    const html =
      '<script src="/a.js" async=""></script><script>inline()</script><script src="/poly.js" noModule=""></script><script async src="/b.js"></script>';
    expect(scriptSources(html)).toEqual(['/a.js', '/b.js']);
  });

  it("counts the forms' script and the modules it preloads, though they wait in a template until a form is used", () => {
    const html =
      '<link rel="stylesheet" href="/site.css"><template data-form-code=""><link rel="modulepreload" href="/_next/static/islands/chunk-1.js"><script type="module" src="/_next/static/islands/lead-forms-1.js"></script></template>';
    expect(scriptSources(html)).toEqual(['/_next/static/islands/lead-forms-1.js', '/_next/static/islands/chunk-1.js']);
  });
});

describe('pageWeight', () => {
  it('adds up the gzip size of its HTML and its scripts', () => {
    const out = tmp();
    const js = 'console.log("x".repeat(100));'.repeat(20);
    fs.mkdirSync(path.join(out, '_next'), { recursive: true });
    fs.writeFileSync(path.join(out, '_next', 'app.js'), js);
    const html = '<html><script src="/_next/app.js" async=""></script><script src="/_next/app.js"></script></html>';
    fs.writeFileSync(path.join(out, 'index.html'), html);
    fs.mkdirSync(path.join(out, 'about'));
    fs.writeFileSync(path.join(out, 'about', 'index.html'), '<html></html>');

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
    // The forms' own script is React and the forms, not the framework.
    expect(loadsFramework('<template data-form-code=""><script type="module" src="/_next/static/islands/lead-forms-1.js"></script></template>')).toBe(false);
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
  /** A built site: the home page has a lead form whose code is `formJs`; the others load nothing unless given `framework`. */
  function site(options: { formJs: string; framework?: string[] }) {
    const out = path.join(tmp(), 'out');
    const islands = path.join(out, '_next', 'static', 'islands');
    fs.mkdirSync(islands, { recursive: true });
    fs.writeFileSync(path.join(islands, 'lead-forms-1.js'), options.formJs);
    fs.writeFileSync(path.join(islands, 'chunk-1.js'), 'export const a=1;');
    fs.writeFileSync(
      path.join(out, 'index.html'),
      '<template data-form-code=""><link rel="modulepreload" href="/_next/static/islands/chunk-1.js"><script type="module" src="/_next/static/islands/lead-forms-1.js"></script></template>',
    );
    for (const route of ['about', 'blogs/page1/1']) {
      fs.mkdirSync(path.join(out, route), { recursive: true });
      const keeps = options.framework?.includes(route);
      fs.writeFileSync(path.join(out, route, 'index.html'), keeps ? '<script>self.__next_f.push([])</script><p>x</p>' : '<p>An article</p>');
    }
    return out;
  }

  it("holds the form page's code to its budget, and every page to no framework JavaScript at all", () => {
    const js = 'x'.repeat(5000);
    const out = site({ formJs: js });
    const budgets = new BudgetLog();
    const rows = weighPages(out, budgets);
    expect(rows.map((r) => [r.route, r.formCodeGzip, r.loadsFramework])).toEqual([
      ['/', gzip(js) + gzip('export const a=1;'), false],
      ['/about/', 0, false],
      ['/blogs/page1/1/', 0, false],
    ]);
    expect(budgets.results.map((b) => [b.name, b.pass])).toEqual([
      ['Framework JavaScript /', true],
      ["Forms' code on first use /", true],
      ['Framework JavaScript /about/', true],
      ['Framework JavaScript /blogs/page1/1/', true],
      ['Largest article HTML (/blogs/page1/1/)', true],
    ]);
  });

  it('fails a page that the post-build step left with the framework', () => {
    const budgets = new BudgetLog();
    weighPages(site({ formJs: 'x', framework: ['about'] }), budgets);
    expect(budgets.results.find((b) => b.name === 'Framework JavaScript /about/')).toMatchObject({ pass: false });
  });

  it("fails the form page when the forms' code is over its budget", () => {
    const heavy = Array.from({ length: 40_000 }, (_, i) => `v${(i * 7919) % 100_003}`).join(';');
    const budgets = new BudgetLog();
    weighPages(site({ formJs: heavy }), budgets);
    expect(budgets.results.find((b) => b.name === "Forms' code on first use /")).toMatchObject({ pass: false });
  });
});
