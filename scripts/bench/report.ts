// The benchmark's output: tables on the console, bench/results.json, and the results section
// of bench/README.md (only after a full run, so a partial one never replaces full results).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BudgetResult } from './budgets';
import type { ScaleRow } from './content-scale';
import type { FloodResults, FloodRow, OutageRow } from './flood';
import type { FormPageRow } from './form-ready';
import { FLOOR_ROUTE_LABEL, type LighthouseRow } from './lighthouse';
import { kb, type PageRow } from './page-weight';
import { BENCH_ROUTES } from './routes';

export interface BenchResults {
  machine: { cpus: number; cpuModel: string; memoryGiB: number; node: string; platform: string };
  date: string;
  budgets: BudgetResult[];
  floor: { nextVersion: string; jsKb: number; htmlKb: number };
  buildSeconds: number;
  pages: PageRow[];
  lighthouse?: LighthouseRow[];
  scale?: ScaleRow[];
  formPages?: FormPageRow[];
  flood?: FloodResults;
}

type Columns<T> = [title: string, key: keyof T][];

export function machineInfo(): BenchResults['machine'] {
  return {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    platform: `${os.type()} ${os.release()}`,
  };
}

export function table<T>(rows: readonly T[], columns: Columns<T>): string {
  const widths = columns.map(([title, key]) => Math.max(title.length, ...rows.map((r) => String(r[key]).length)));
  const line = (cells: unknown[]) => cells.map((c, i) => String(c).padEnd(widths[i] ?? 0)).join('  ');
  return [line(columns.map(([t]) => t)), line(widths.map((w) => '-'.repeat(w))), ...rows.map((r) => line(columns.map(([, k]) => r[k])))].join('\n');
}

export function markdownTable<T>(rows: readonly T[], columns: Columns<T>): string {
  return [
    `| ${columns.map(([t]) => t).join(' | ')} |`,
    `| ${columns.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${columns.map(([, k]) => String(r[k])).join(' | ')} |`),
  ].join('\n');
}

interface WeightRow {
  route: string;
  html: number;
  js: number;
  formCode: number | string;
}
interface BudgetRow {
  name: string;
  value: string;
  limit: string;
  status: string;
}

const weightColumns: Columns<WeightRow> = [
  ['Route', 'route'],
  ['HTML KB', 'html'],
  ['Framework JS KB', 'js'],
  ["Forms' code KB (first use)", 'formCode'],
];
const lhColumns: Columns<LighthouseRow> = [
  ['Route', 'route'],
  ['Perf', 'performance'],
  ['A11y', 'accessibility'],
  ['BP', 'bestPractices'],
  ['SEO', 'seo'],
  ['LCP ms', 'lcpMs'],
  ['TBT ms', 'tbtMs'],
  ['CLS', 'cls'],
];
const scaleColumns: Columns<ScaleRow> = [
  ['Articles', 'articles'],
  ['Pages', 'pages'],
  ['Build s', 'buildSeconds'],
  ['s/article', 'secondsPerArticle'],
  ['List HTML KB', 'largestListHtmlKb'],
  ['List JS KB', 'largestListJsKb'],
  ['Article HTML KB', 'largestArticleHtmlKb'],
  ['Article JS KB', 'largestArticleJsKb'],
];
interface FormRow {
  route: string;
  initialJs: number;
  ready: number;
  performance: number | string;
  lcp: number | string;
  tbt: number | string;
}
const formColumns: Columns<FormRow> = [
  ['Route', 'route'],
  ['JS before interaction KB', 'initialJs'],
  ['Ready after first focus ms', 'ready'],
  ['Perf', 'performance'],
  ['LCP ms', 'lcp'],
  ['TBT ms', 'tbt'],
];
const formRows = (rows: readonly FormPageRow[]): FormRow[] =>
  rows.map((r) => ({
    route: r.route,
    initialJs: r.initialJsKb,
    ready: r.formReadyMs,
    performance: r.lighthouse?.performance ?? '–',
    lcp: r.lighthouse?.lcpMs ?? '–',
    tbt: r.lighthouse?.tbtMs ?? '–',
  }));
const formTitle = (runs: number) => `Form pages (ready: Slow 4G, 4× CPU, median of ${runs})`;

const floodColumns: Columns<FloodRow> = [
  ['Flood', 'scenario'],
  ['Requests', 'requests'],
  ['Delivered', 'delivered'],
  ["Others' leads delivered", 'visitorsDelivered'],
];
const outageColumns: Columns<OutageRow> = [
  ['Hold and deliver', 'scenario'],
  ['Leads', 'leads'],
  ['Sent', 'sent'],
  ['Held', 'held'],
  ['Refused', 'refused'],
  ['Delivered', 'delivered'],
  ['Waiting', 'waiting'],
  ['Lost', 'lost'],
  ['Duplicates', 'duplicates'],
];
const floodNote = (f: FloodResults) =>
  `Proof of work (range ${f.solveMs.maxNumber}) solved in Chromium at 4× CPU: median ${f.solveMs.median} ms, 90th percentile ${f.solveMs.p90} ms, slowest ${f.solveMs.max} ms. The relay adds ${f.relayAddedMs} ms per lead (loopback, median).`;

const budgetColumns: Columns<BudgetRow> = [
  ['Budget', 'name'],
  ['Value', 'value'],
  ['Limit', 'limit'],
];

function weightRows(results: BenchResults): WeightRow[] {
  return [
    ...results.pages
      .filter((p) => !BENCH_ROUTES.isLegacyArticle(p.route))
      .map((p) => ({ route: p.route, html: kb(p.htmlGzip), js: kb(p.jsGzip - p.formCodeGzip), formCode: p.formCodeGzip ? kb(p.formCodeGzip) : '–' })),
    { route: FLOOR_ROUTE_LABEL, html: results.floor.htmlKb, js: results.floor.jsKb, formCode: '–' },
  ];
}

const budgetRows = (results: BenchResults): BudgetRow[] =>
  results.budgets.map((b) => ({ name: b.name, value: `${b.value}${b.unit ? ` ${b.unit}` : ''}`, limit: b.limit, status: b.pass ? 'pass' : 'FAIL' }));

/** Prints every table and the budgets; the number of budgets that failed. */
export function printResults(results: BenchResults, runs: number): number {
  const weights = weightRows(results);
  console.log(`\nPage weight (gzip; floor ${results.floor.jsKb} KB)\n${table(weights, weightColumns)}`);
  if (results.lighthouse) console.log(`\nLighthouse, mobile, median of ${runs}\n${table(results.lighthouse, lhColumns)}`);
  if (results.scale) console.log(`\nContent scale\n${table(results.scale, scaleColumns)}`);
  if (results.formPages) console.log(`\n${formTitle(runs)}\n${table(formRows(results.formPages), formColumns)}`);
  if (results.flood)
    console.log(`\nFlood\n${table(results.flood.rows, floodColumns)}\n${table(results.flood.outage, outageColumns)}\n${floodNote(results.flood)}`);
  const shownBudgets = budgetRows(results).filter((b) => !b.name.startsWith('Framework JavaScript /blogs/') || b.status === 'FAIL');
  console.log(`\nBudgets\n${table(shownBudgets, [...budgetColumns, ['', 'status']])}`);
  const failed = results.budgets.filter((b) => !b.pass).length;
  console.log(`\n${results.budgets.length - failed} budgets pass, ${failed} fail`);
  return failed;
}

/** The section of bench/README.md between its results markers. */
function readmeSection(results: BenchResults, runs: number): string {
  const m = results.machine;
  const failed = budgetRows(results).filter((b) => b.status === 'FAIL');
  return [
    '<!-- results:start -->',
    `Measured ${results.date.slice(0, 10)} on ${m.cpus} × ${m.cpuModel}, ${m.memoryGiB} GiB, ${m.platform}, Node ${m.node}. Framework floor: ${results.floor.jsKb} KB (Next.js ${results.floor.nextVersion}).`,
    '',
    results.lighthouse ? `Lighthouse, mobile, simulated throttling, median of ${runs}:\n\n${markdownTable(results.lighthouse, lhColumns)}\n` : '',
    `Page weight, gzip:\n\n${markdownTable(
      weightRows(results).filter((r) => !BENCH_ROUTES.isArticle(r.route) || r.route === BENCH_ROUTES.readmeArticle),
      weightColumns,
    )}\n`,
    results.scale ? `Content scale:\n\n${markdownTable(results.scale, scaleColumns)}\n` : '',
    results.formPages ? `${formTitle(runs)}:\n\n${markdownTable(formRows(results.formPages), formColumns)}\n` : '',
    results.flood
      ? `Flood:\n\n${markdownTable(results.flood.rows, floodColumns)}\n\n${markdownTable(results.flood.outage, outageColumns)}\n\n${floodNote(results.flood)}\n`
      : '',
    `Budgets: ${results.budgets.length - failed.length} pass, ${failed.length} fail.${failed.length ? `\n\n${markdownTable(failed, budgetColumns)}` : ''}`,
    '<!-- results:end -->',
  ].join('\n');
}

/** Writes bench/results.json, and the README's results when the run was complete. */
export function writeResults(root: string, results: BenchResults, runs: number, partial: boolean): void {
  fs.writeFileSync(path.join(root, 'bench', 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  if (partial) {
    console.log('Partial run: bench/README.md keeps its results; see bench/results.json.');
    return;
  }
  const readme = path.join(root, 'bench', 'README.md');
  const current = fs.existsSync(readme) ? fs.readFileSync(readme, 'utf8') : '';
  fs.writeFileSync(readme, current.replace(/<!-- results:start -->[\s\S]*<!-- results:end -->/, readmeSection(results, runs)));
}
