import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { BUDGETS, kb, median, pagesIn, pageWeight, scriptSources } from '../../scripts/lib/bench-lib.mjs';

describe('median', () => {
  it('takes the middle of an odd count and the mean of the two middles of an even one', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([40, 10, 30, 20])).toBe(25);
    expect(median([7])).toBe(7);
  });
});

describe('scriptSources', () => {
  it('lists the scripts a current browser loads, skipping nomodule polyfills and inline scripts', () => {
    const html = '<script src="/a.js" async=""></script><script>inline()</script><script src="/poly.js" noModule=""></script><script async src="/b.js"></script>';
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

describe('budgets', () => {
  it('gives the form and picker routes the larger JavaScript allowance', () => {
    expect(['/', '/contact/', '/formInput/'].map(BUDGETS.jsOverFloorKb)).toEqual([45, 45, 45]);
    expect(['/about/', '/blogs/page1/', '/blogs/page1/1/'].map(BUDGETS.jsOverFloorKb)).toEqual([8, 8, 8]);
    expect(BUDGETS.performance('/')).toBe(95);
    expect(BUDGETS.performance('/formInput/')).toBe(95);
    expect(BUDGETS.performance('/blogs/page1/1/')).toBe(98);
    expect(kb(1536)).toBe(1.5);
  });
});
