import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { BUDGETS, INTERACTIVE_ROUTES, kb, loadsFramework, median, pagesIn, pageWeight, scriptSources } from '../../scripts/lib/bench-lib.mjs';

describe('median', () => {
  it('takes the middle of an odd count and the mean of the two middles of an even one', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([40, 10, 30, 20])).toBe(25);
    expect(median([7])).toBe(7);
  });
});

describe('scriptSources', () => {
  it('lists the scripts a current browser loads, skipping nomodule polyfills and inline scripts', () => {
    const html =
      '<script src="/a.js" async=""></script><script>inline()</script><script src="/poly.js" noModule=""></script><script async src="/b.js"></script>';
    expect(scriptSources(html)).toEqual(['/a.js', '/b.js']);
  });
});

describe('pagesIn and pageWeight', () => {
  it('finds every exported page and adds up the gzip size of its HTML and its scripts', () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-'));
    const js = 'console.log("x".repeat(100));'.repeat(20);
    fs.mkdirSync(path.join(out, '_next'), { recursive: true });
    fs.writeFileSync(path.join(out, '_next', 'app.js'), js);
    const html = '<html><script src="/_next/app.js" async=""></script><script src="/_next/app.js"></script></html>';
    fs.writeFileSync(path.join(out, 'index.html'), html);
    fs.mkdirSync(path.join(out, 'about'));
    fs.writeFileSync(path.join(out, 'about', 'index.html'), '<html></html>');

    expect(pagesIn(out).map(([route]) => route)).toEqual(['/', '/about/']);
    const weight = pageWeight(out, path.join(out, 'index.html'));
    expect(weight.htmlGzip).toBe(zlib.gzipSync(html, { level: 9 }).length);
    // The same chunk referenced twice is downloaded once.
    expect(weight.jsGzip).toBe(zlib.gzipSync(js, { level: 9 }).length);
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

describe('budgets', () => {
  it('holds the pages without React to a perfect score and a one-second LCP, and the others to the old bar', () => {
    expect(['/about/', '/blogs/page1/', '/blogs/page1/1/', '/confirmAlert/'].map(BUDGETS.performance)).toEqual([100, 100, 100, 100]);
    expect(['/about/', '/blogs/page1/', '/blogs/page1/1/', '/confirmAlert/'].map(BUDGETS.lcpMs)).toEqual([1000, 1000, 1000, 1000]);
    expect(['/', '/contact/', '/formInput/'].map(BUDGETS.performance)).toEqual([95, 98, 95]);
    expect(['/', '/contact/', '/formInput/'].map(BUDGETS.lcpMs)).toEqual([1500, 1500, 1500]);
    expect([...INTERACTIVE_ROUTES]).toEqual(['/', '/contact/', '/formInput/', '/es/', '/es/contact/', '/es/formInput/']);
    expect(kb(1536)).toBe(1.5);
  });
});
