import fs from 'node:fs';
import path from 'node:path';
import { markdownTable, table, writeResults, type BenchResults } from '@/scripts/bench/report';
import { tempDir } from '../../support/temp-dir';

const results: BenchResults = {
  machine: { cpus: 2, cpuModel: 'Test CPU', memoryGiB: 4, node: 'v20.0.0', platform: 'Linux 6' },
  date: '2026-11-24T08:00:00.000Z',
  budgets: [
    { name: "Forms' code on first use /", value: 91.9, limit: '≤ 100', unit: 'KB', pass: true },
    { name: 'Framework JavaScript /about/', value: 1.2, limit: '0', unit: 'KB', pass: false },
  ],
  floor: { nextVersion: '16.4.6', jsKb: 131.7, htmlKb: 1.5 },
  buildSeconds: 30,
  pages: [
    { route: '/', htmlGzip: 17_000, jsGzip: 94_100, formCodeGzip: 94_100, loadsFramework: false },
    { route: '/blogs/3/', htmlGzip: 4_000, jsGzip: 0, formCodeGzip: 0, loadsFramework: false },
    { route: '/blogs/page1/1/', htmlGzip: 8_600, jsGzip: 0, formCodeGzip: 0, loadsFramework: false },
    { route: '/blogs/page1/2/', htmlGzip: 8_400, jsGzip: 0, formCodeGzip: 0, loadsFramework: false },
  ],
};

function benchFolder() {
  const root = tempDir('bench-report-');
  fs.mkdirSync(path.join(root, 'bench'));
  const readme = path.join(root, 'bench', 'README.md');
  fs.writeFileSync(readme, '# Bench\n\nBefore.\n\n<!-- results:start -->\nold results\n<!-- results:end -->\n\nAfter.\n');
  return { root, readme };
}

describe('tables', () => {
  const rows = [
    { route: '/', kb: 1.5 },
    { route: '/about/', kb: 12 },
  ];
  it('pads console columns to the widest cell', () => {
    expect(
      table(rows, [
        ['Route', 'route'],
        ['KB', 'kb'],
      ]).split('\n'),
    ).toEqual(['Route    KB ', '-------  ---', '/        1.5', '/about/  12 ']);
  });
  it('writes Markdown tables for the README', () => {
    expect(
      markdownTable(rows, [
        ['Route', 'route'],
        ['KB', 'kb'],
      ]),
    ).toBe('| Route | KB |\n| --- | --- |\n| / | 1.5 |\n| /about/ | 12 |');
  });
});

describe('writeResults', () => {
  it('after a full run, replaces only the README section between the markers, listing failed budgets', () => {
    const { root, readme } = benchFolder();
    writeResults(root, results, 3, false);
    const text = fs.readFileSync(readme, 'utf8');
    expect(text).toMatch(/^# Bench\n\nBefore\.\n\n<!-- results:start -->\nMeasured 2026-11-24 on 2 × Test CPU, 4 GiB/);
    expect(text).toMatch(/<!-- results:end -->\n\nAfter\.\n$/);
    expect(text).not.toContain('old results');
    // One article stands for all, and the old /blogs/N/ redirect pages are left out.
    expect(text).toContain('| /blogs/page1/1/ | 8.4 | 0 | – |');
    expect(text).toContain('| / | 16.6 | 0 | 91.9 |');
    expect(text).not.toContain('/blogs/page1/2/');
    expect(text).not.toContain('/blogs/3/');
    expect(text).toContain('Budgets: 1 pass, 1 fail.');
    expect(text).toContain('| Framework JavaScript /about/ | 1.2 KB | 0 |');
    expect(JSON.parse(fs.readFileSync(path.join(root, 'bench', 'results.json'), 'utf8'))).toEqual(results);
  });

  it('shows the form pages with their ready time, and a dash where Lighthouse did not run', () => {
    const { root, readme } = benchFolder();
    const lighthouse = { route: '/', performance: 100, accessibility: 100, bestPractices: 100, seo: 100, lcpMs: 930, tbtMs: 12, cls: 0, failingAudits: [] };
    writeResults(
      root,
      {
        ...results,
        formPages: [
          { route: '/', initialJsKb: 3.3, inlineJsKb: 3.3, formReadyMs: 1217, lighthouse },
          { route: '/es/', initialJsKb: 3.3, inlineJsKb: 3.3, formReadyMs: 1240 },
        ],
      },
      3,
      false,
    );
    const text = fs.readFileSync(readme, 'utf8');
    expect(text).toContain('Form pages (ready: Slow 4G, 4× CPU, median of 3):');
    expect(text).toContain('| / | 3.3 | 1217 | 100 | 930 | 12 |');
    expect(text).toContain('| /es/ | 3.3 | 1240 | – | – | – |');
  });

  it('after a partial run, writes results.json and leaves the README as it was', () => {
    const { root, readme } = benchFolder();
    const before = fs.readFileSync(readme, 'utf8');
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
    writeResults(root, results, 3, true);
    expect(fs.readFileSync(readme, 'utf8')).toBe(before);
    expect(fs.existsSync(path.join(root, 'bench', 'results.json'))).toBe(true);
  });
});
