// `npm run bench`: the project's performance benchmark (issue budgets in README and bench/README.md).
//  1. builds the site, serves out/ with compression on 127.0.0.1 and runs Lighthouse (mobile,
//     simulated throttling) three times on one route of each kind, reporting medians;
//  2. weighs every exported page (HTML and referenced JavaScript, gzip) against the framework floor,
//     says which pages the post-build step stripped of the framework, and fails if one of those
//     still loads any of it;
//  3. builds 100 and 1,000 synthetic articles and reports build time and the largest pages.
// Prints a table with pass/fail per budget, writes bench/results.json and updates bench/README.md.
// Options: --skip-lighthouse, --skip-scale, --runs N. BENCH_PORT_BASE moves its servers (default 4400).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { measureFloor } from './bench-floor.mjs';
import { chromiumFor } from './lib/chromium.mjs';
import { BUDGETS, INTERACTIVE_ROUTES, kb, loadsFramework, median, pagesIn, pageWeight } from './lib/bench-lib.mjs';
import { localEnv } from './lib/local-env.mjs';
import { REPORT_FILE } from './lib/strip-framework.mjs';
import { startStaticServer } from './static-server.ts';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const RUNS = Number(args[args.indexOf('--runs') + 1]) || 3;
const PORT_BASE = Number(process.env.BENCH_PORT_BASE) || 4400;
const PORTS = { site: PORT_BASE, sink: PORT_BASE + 1, floor: PORT_BASE + 2 };
const FLOOR_ROUTE_LABEL = '(empty Next.js page, reference)';
const LIGHTHOUSE_ROUTES = ['/', '/blogs/page1/', '/blogs/page1/1/', '/formInput/', '/about/', '/contact/', '/confirmAlert/'];
const env = { ...process.env, ...localEnv(PORTS) };
const results = { machine: machineInfo(), date: new Date().toISOString(), budgets: [] };

function machineInfo() {
  return {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    platform: `${os.type()} ${os.release()}`,
  };
}

function budget(name, value, limit, pass, unit = '') {
  results.budgets.push({ name, value, limit, unit, pass });
}

function run(cmd, cmdArgs, options = {}) {
  const started = Date.now();
  const result = spawnSync(cmd, cmdArgs, { cwd: root, env, encoding: 'utf8', maxBuffer: 64 * 2 ** 20, ...options });
  if (result.status !== 0) throw new Error(`${cmd} ${cmdArgs.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  return (Date.now() - started) / 1000;
}

async function waitFor(url) {
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer`);
}

/** Lighthouse `RUNS` times on one URL; the median of each figure, and every audit that fell short. */
async function lighthouseMedian(lighthouse, chromePort, url) {
  const samples = [];
  for (let i = 0; i < RUNS; i += 1) {
    const { lhr } = await lighthouse(url, {
      port: chromePort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    samples.push({
      performance: Math.round(lhr.categories.performance.score * 100),
      accessibility: Math.round(lhr.categories.accessibility.score * 100),
      bestPractices: Math.round(lhr.categories['best-practices'].score * 100),
      seo: Math.round(lhr.categories.seo.score * 100),
      lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
      tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
      cls: Math.round(lhr.audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
      failing: Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual')
        .map((a) => a.id),
    });
  }
  const row = {};
  for (const key of ['performance', 'accessibility', 'bestPractices', 'seo', 'lcpMs', 'tbtMs', 'cls']) row[key] = median(samples.map((s) => s[key]));
  row.failingAudits = [...new Set(samples.flatMap((s) => s.failing))];
  return row;
}

const describeRow = (row) =>
  `perf ${row.performance}, a11y ${row.accessibility}, bp ${row.bestPractices}, seo ${row.seo}, LCP ${row.lcpMs} ms, TBT ${row.tbtMs} ms, CLS ${row.cls}`;

/**
 * Lighthouse on one route of each kind, with budgets, and on the empty Next.js page of the floor
 * build as a reference row (no budget): what the framework alone scores on this machine.
 */
async function lighthouseRoutes(floorOut) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const { chromium } = await import('@playwright/test');
  const chromePath = chromiumFor(chromium);
  const server = startStaticServer({ port: PORTS.site, stdio: 'ignore' });
  const floorServer = startStaticServer({ port: PORTS.floor, dir: floorOut, stdio: 'ignore' });
  try {
    await waitFor(`http://127.0.0.1:${PORTS.site}/`);
    await waitFor(`http://127.0.0.1:${PORTS.floor}/`);
    const chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    });
    try {
      const rows = [];
      for (const route of LIGHTHOUSE_ROUTES) {
        const row = { route, ...(await lighthouseMedian(lighthouse, chrome.port, `http://127.0.0.1:${PORTS.site}${route}`)) };
        rows.push(row);
        console.log(`  lighthouse ${route}: ${describeRow(row)}`);
        budget(`Lighthouse performance ${route}`, row.performance, `≥ ${BUDGETS.performance(route)}`, row.performance >= BUDGETS.performance(route));
        budget(`Lighthouse accessibility ${route}`, row.accessibility, '100', row.accessibility >= BUDGETS.accessibility);
        budget(`Lighthouse best practices ${route}`, row.bestPractices, '100', row.bestPractices >= BUDGETS.bestPractices);
        budget(`Lighthouse SEO ${route}`, row.seo, '100', row.seo >= BUDGETS.seo);
        budget(`CLS ${route}`, row.cls, '0', row.cls <= BUDGETS.cls);
        budget(`LCP ${route}`, row.lcpMs, `≤ ${BUDGETS.lcpMs(route)}`, row.lcpMs <= BUDGETS.lcpMs(route), 'ms');
        budget(`TBT ${route}`, row.tbtMs, `≤ ${BUDGETS.tbtMs}`, row.tbtMs <= BUDGETS.tbtMs, 'ms');
      }
      const floorRow = { route: FLOOR_ROUTE_LABEL, ...(await lighthouseMedian(lighthouse, chrome.port, `http://127.0.0.1:${PORTS.floor}/`)) };
      rows.push(floorRow);
      console.log(`  lighthouse ${FLOOR_ROUTE_LABEL}: ${describeRow(floorRow)}`);
      return rows;
    } finally {
      await chrome.kill();
    }
  } finally {
    server.kill('SIGTERM');
    floorServer.kill('SIGTERM');
  }
}

/** Every page's weight, whether the post-build step stripped it, and whether it still loads the framework. */
function pageRows(outDir, nextDir) {
  const report = JSON.parse(fs.readFileSync(path.join(nextDir, REPORT_FILE), 'utf8'));
  const stripped = new Set(report.stripped);
  return pagesIn(outDir).map(([route, file]) => ({
    route,
    ...pageWeight(outDir, file),
    stripped: stripped.has(path.relative(outDir, file).split(path.sep).join('/')),
    loadsFramework: loadsFramework(fs.readFileSync(file, 'utf8')),
  }));
}

const isArticle = (route) => /^\/blogs\/page\d+\/\d+\/$/.test(route);
const largest = (list, key) => list.reduce((a, b) => (b[key] > a[key] ? b : a));

function weighPages(outDir, floor) {
  const rows = pageRows(outDir, path.join(root, '.next'));
  for (const row of rows) {
    row.jsOverFloorKb = row.stripped ? null : kb(row.jsGzip - floor);
    if (INTERACTIVE_ROUTES.has(row.route) && !row.stripped) {
      budget(`JavaScript over floor ${row.route}`, row.jsOverFloorKb, `≤ ${BUDGETS.jsOverFloorKb}`, row.jsOverFloorKb <= BUDGETS.jsOverFloorKb, 'KB');
    } else {
      // A page without a form or the picker must have been stripped, and a stripped page must load none of the framework.
      const name = `Framework JavaScript ${row.route}${row.stripped ? '' : ' (page not stripped)'}`;
      budget(name, kb(row.jsGzip), `${BUDGETS.frameworkJsKb}`, row.stripped && !row.loadsFramework && kb(row.jsGzip) <= BUDGETS.frameworkJsKb, 'KB');
    }
  }
  const article = largest(
    rows.filter((r) => isArticle(r.route)),
    'htmlGzip',
  );
  budget(
    `Largest article HTML (${article.route})`,
    kb(article.htmlGzip),
    `≤ ${BUDGETS.largestArticleHtmlKb}`,
    kb(article.htmlGzip) <= BUDGETS.largestArticleHtmlKb,
    'KB',
  );
  return rows;
}

/** A copy of the project whose content/blog holds `count` synthetic articles (real schema). */
function scaleProject(count) {
  const dir = path.join(root, 'bench', '.tmp', `scale-${count}`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  for (const entry of fs.readdirSync(root)) {
    if (['node_modules', '.git', '.next', 'out', 'bench', 'reports', 'test-results'].includes(entry)) continue;
    fs.cpSync(path.join(root, entry), path.join(dir, entry), { recursive: true });
  }
  // Hard links: Turbopack refuses a symlinked node_modules, and a real copy is slow.
  run('cp', ['-al', path.join(root, 'node_modules'), path.join(dir, 'node_modules')]);
  const blog = path.join(dir, 'content', 'blog');
  const template = fs.readFileSync(path.join(root, 'content', 'blog', fs.readdirSync(path.join(root, 'content', 'blog')).sort()[8]), 'utf8');
  const body = template
    .split('\n---\n')
    .slice(1)
    .join('\n---\n')
    .replace(/\/blogs\/\d+\)/g, '/blogs/1)');
  fs.rmSync(blog, { recursive: true });
  fs.mkdirSync(blog);
  const images = path.join(dir, 'public', 'images', 'blogs');
  for (let n = 1; n <= count; n += 1) {
    const imgDir = path.join(images, String(n));
    if (!fs.existsSync(imgDir)) {
      fs.mkdirSync(imgDir, { recursive: true });
      for (const file of fs.readdirSync(path.join(images, '9'))) fs.linkSync(path.join(images, '9', file), path.join(imgDir, file));
    }
    const frontmatter = [
      '---',
      `number: ${n}`,
      `title: "Synthetic article ${n} on injury law and compensation"`,
      `summary: "A generated article of realistic length, used only to measure how the build scales with the number of articles."`,
      `thumbnail: /images/blogs/${n}/thumb.webp`,
      'images:',
      ...[1, 2].flatMap((k) => [
        `  - src: /images/blogs/${n}/${k}.webp`,
        `    alt: "Generated illustration ${k} for synthetic article ${n}"`,
        `    caption: "Illustration ${k}"`,
      ]),
      '---',
    ].join('\n');
    fs.writeFileSync(path.join(blog, `${String(n).padStart(4, '0')}-synthetic.md`), `${frontmatter}\n${body.replace(/\[\[figure:3\]\]\n/g, '')}`);
  }
  return dir;
}

function scaleRun(count) {
  const dir = scaleProject(count);
  // The post-build step is part of the build, so its time counts.
  const seconds =
    run(process.execPath, [path.join(dir, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build'], { cwd: dir }) +
    run(process.execPath, [path.join(dir, 'scripts', 'strip-framework.mjs')], { cwd: dir });
  const out = path.join(dir, 'out');
  const pages = pageRows(out, path.join(dir, '.next'));
  const lists = pages.filter((p) => /^\/blogs\/page\d+\/$/.test(p.route));
  const articles = pages.filter((p) => isArticle(p.route));
  const row = {
    articles: count,
    buildSeconds: Math.round(seconds),
    pages: pages.length,
    secondsPerArticle: Math.round((seconds / count) * 1000) / 1000,
    largestListHtmlKb: kb(largest(lists, 'htmlGzip').htmlGzip),
    largestListJsKb: kb(largest(lists, 'jsGzip').jsGzip),
    largestArticleHtmlKb: kb(largest(articles, 'htmlGzip').htmlGzip),
    largestArticleJsKb: kb(largest(articles, 'jsGzip').jsGzip),
    unstrippedPages: pages.filter((p) => !p.stripped && !INTERACTIVE_ROUTES.has(p.route)).length,
  };
  fs.rmSync(dir, { recursive: true, force: true });
  console.log(`  ${count} articles: ${row.pages} pages in ${row.buildSeconds} s`);
  return row;
}

function table(rows, columns) {
  const widths = columns.map(([title, key]) => Math.max(title.length, ...rows.map((r) => String(r[key]).length)));
  const line = (cells) => cells.map((c, i) => String(c).padEnd(widths[i])).join('  ');
  return [line(columns.map(([t]) => t)), line(widths.map((w) => '-'.repeat(w))), ...rows.map((r) => line(columns.map(([, k]) => r[k])))].join('\n');
}

function markdownTable(rows, columns) {
  return [
    `| ${columns.map(([t]) => t).join(' | ')} |`,
    `| ${columns.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${columns.map(([, k]) => r[k]).join(' | ')} |`),
  ].join('\n');
}

async function main() {
  console.log('Measuring the framework floor (empty Next.js page)...');
  const floor = measureFloor();
  results.floor = { nextVersion: floor.nextVersion, jsKb: kb(floor.jsGzip), htmlKb: kb(floor.htmlGzip) };
  console.log(`  floor: ${results.floor.jsKb} KB (Next.js ${floor.nextVersion})`);

  console.log('Building the site...');
  results.buildSeconds = Math.round(run('npm', ['run', 'build']));
  results.pages = weighPages(path.join(root, 'out'), floor.jsGzip);

  if (!args.includes('--skip-lighthouse')) {
    console.log(`Lighthouse, ${RUNS} runs per route...`);
    results.lighthouse = await lighthouseRoutes(floor.outDir);
  }
  if (!args.includes('--skip-scale')) {
    console.log('Content scale...');
    results.scale = [scaleRun(100), scaleRun(1000)];
    const [small, large] = results.scale;
    budget(
      'Build time with 1,000 articles',
      Math.round(large.buildSeconds / 6) / 10,
      `≤ ${BUDGETS.buildMinutesAt1000}`,
      large.buildSeconds <= BUDGETS.buildMinutesAt1000 * 60,
      'min',
    );
    const growth = Math.round((large.secondsPerArticle / small.secondsPerArticle) * 100) / 100;
    budget('Cost per article, 1,000 vs 100', growth, `≤ ${BUDGETS.perArticleGrowth}×`, growth <= BUDGETS.perArticleGrowth, '×');
    budget(
      'List page HTML does not grow (1,000 vs 100)',
      large.largestListHtmlKb,
      `≈ ${small.largestListHtmlKb}`,
      large.largestListHtmlKb <= small.largestListHtmlKb * 1.1,
      'KB',
    );
    for (const scale of results.scale) {
      budget(`Pages left with the framework, ${scale.articles} articles`, scale.unstrippedPages, '0', scale.unstrippedPages === 0);
    }
  }

  const weightColumns = [
    ['Route', 'route'],
    ['Stripped', 'stripped'],
    ['HTML KB', 'html'],
    ['JS KB', 'js'],
    ['JS over floor', 'over'],
  ];
  const weightRows = [
    ...results.pages
      .filter((p) => !/^\/blogs\/\d+\/$/.test(p.route))
      .map((p) => ({ route: p.route, stripped: p.stripped ? 'yes' : 'no', html: kb(p.htmlGzip), js: kb(p.jsGzip), over: p.jsOverFloorKb ?? '–' })),
    { route: FLOOR_ROUTE_LABEL, stripped: 'no', html: results.floor.htmlKb, js: results.floor.jsKb, over: 0 },
  ];
  console.log(`\nPage weight (gzip; floor ${results.floor.jsKb} KB)\n${table(weightRows, weightColumns)}`);
  const lhColumns = [
    ['Route', 'route'],
    ['Perf', 'performance'],
    ['A11y', 'accessibility'],
    ['BP', 'bestPractices'],
    ['SEO', 'seo'],
    ['LCP ms', 'lcpMs'],
    ['TBT ms', 'tbtMs'],
    ['CLS', 'cls'],
  ];
  if (results.lighthouse) console.log(`\nLighthouse, mobile, median of ${RUNS}\n${table(results.lighthouse, lhColumns)}`);
  const scaleColumns = [
    ['Articles', 'articles'],
    ['Pages', 'pages'],
    ['Build s', 'buildSeconds'],
    ['s/article', 'secondsPerArticle'],
    ['List HTML KB', 'largestListHtmlKb'],
    ['List JS KB', 'largestListJsKb'],
    ['Article HTML KB', 'largestArticleHtmlKb'],
    ['Article JS KB', 'largestArticleJsKb'],
  ];
  if (results.scale) console.log(`\nContent scale\n${table(results.scale, scaleColumns)}`);
  const budgetRows = results.budgets.map((b) => ({ ...b, value: `${b.value}${b.unit ? ` ${b.unit}` : ''}`, status: b.pass ? 'pass' : 'FAIL' }));
  const shownBudgets = budgetRows.filter((b) => !b.name.startsWith('Framework JavaScript /blogs/') || b.status === 'FAIL');
  console.log(
    `\nBudgets\n${table(shownBudgets, [
      ['Budget', 'name'],
      ['Value', 'value'],
      ['Limit', 'limit'],
      ['', 'status'],
    ])}`,
  );
  const failed = results.budgets.filter((b) => !b.pass).length;
  console.log(`\n${results.budgets.length - failed} budgets pass, ${failed} fail`);

  fs.writeFileSync(path.join(root, 'bench', 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  const readme = path.join(root, 'bench', 'README.md');
  const m = results.machine;
  const section = [
    '<!-- results:start -->',
    `Measured ${results.date.slice(0, 10)} on ${m.cpus} × ${m.cpuModel}, ${m.memoryGiB} GiB, ${m.platform}, Node ${m.node}. Framework floor: ${results.floor.jsKb} KB (Next.js ${results.floor.nextVersion}).`,
    '',
    results.lighthouse ? `Lighthouse, mobile, simulated throttling, median of ${RUNS}:\n\n${markdownTable(results.lighthouse, lhColumns)}\n` : '',
    `Page weight, gzip:\n\n${markdownTable(
      weightRows.filter((r) => !/^\/blogs\/page\d+\/\d+\/$/.test(r.route) || r.route === '/blogs/page1/1/'),
      weightColumns,
    )}\n`,
    results.scale ? `Content scale:\n\n${markdownTable(results.scale, scaleColumns)}\n` : '',
    `Budgets: ${results.budgets.length - failed} pass, ${failed} fail.${
      failed
        ? `\n\n${markdownTable(
            budgetRows.filter((b) => b.status === 'FAIL'),
            [
              ['Budget', 'name'],
              ['Value', 'value'],
              ['Limit', 'limit'],
            ],
          )}`
        : ''
    }`,
    '<!-- results:end -->',
  ].join('\n');
  const current = fs.existsSync(readme) ? fs.readFileSync(readme, 'utf8') : '';
  // A partial run (--skip-*) must not replace the full results kept in the README.
  const partial = args.includes('--skip-lighthouse') || args.includes('--skip-scale');
  if (partial) console.log('Partial run: bench/README.md keeps its results; see bench/results.json.');
  else fs.writeFileSync(readme, current.replace(/<!-- results:start -->[\s\S]*<!-- results:end -->/, section));
  process.exit(failed ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(2);
});
