// Lighthouse (mobile, simulated throttling) a few times on one route of each kind, with the
// medians held to the budgets, and on the floor build's empty page as a reference row.
import type { Result as LighthouseResult } from 'lighthouse';
import { CHROMIUM_ARGS, chromiumFor } from '../lib/chromium';
import { waitForServer } from '../lib/wait-for-server';
import { startStaticServer } from '../static-server';
import { BUDGETS, type BudgetLog } from './budgets';
import { median } from './median';
import { BENCH_ROUTES } from './routes';

export const FLOOR_ROUTE_LABEL = '(empty Next.js page, reference)';

interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}
export type LighthouseRow = Figures & { route: string; failingAudits: string[] };

const score = (lhr: LighthouseResult, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const numeric = (lhr: LighthouseResult, audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;

function figuresOf(lhr: LighthouseResult): Figures & { failing: string[] } {
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    lcpMs: Math.round(numeric(lhr, 'largest-contentful-paint')),
    tbtMs: Math.round(numeric(lhr, 'total-blocking-time')),
    cls: Math.round(numeric(lhr, 'cumulative-layout-shift') * 1000) / 1000,
    failing: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual')
      .map((a) => a.id),
  };
}

type Lighthouse = (typeof import('lighthouse'))['default'];

const ALL_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * Lighthouse `runs` times on one URL; the median of each figure, and every audit that fell
 * short. `categories` narrows the run (the figures of a category left out read 0).
 */
export async function lighthouseMedian(
  lighthouse: Lighthouse,
  chromePort: number,
  url: string,
  runs: number,
  categories: string[] = ALL_CATEGORIES,
): Promise<Omit<LighthouseRow, 'route'>> {
  const samples: ReturnType<typeof figuresOf>[] = [];
  for (let i = 0; i < runs; i += 1) {
    const result = await lighthouse(url, {
      port: chromePort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    samples.push(figuresOf(result.lhr));
  }
  const m = (key: keyof Figures) => median(samples.map((s) => s[key]));
  return {
    performance: m('performance'),
    accessibility: m('accessibility'),
    bestPractices: m('bestPractices'),
    seo: m('seo'),
    lcpMs: m('lcpMs'),
    tbtMs: m('tbtMs'),
    cls: m('cls'),
    failingAudits: [...new Set(samples.flatMap((s) => s.failing))],
  };
}

export const describeRow = (row: LighthouseRow) =>
  `perf ${row.performance}, a11y ${row.accessibility}, bp ${row.bestPractices}, seo ${row.seo}, LCP ${row.lcpMs} ms, TBT ${row.tbtMs} ms, CLS ${row.cls}`;

/** Holds one route's medians to the budgets. */
export function recordLighthouseBudgets(row: LighthouseRow, budgets: BudgetLog) {
  const { route } = row;
  budgets.record(`Lighthouse performance ${route}`, row.performance, `${BUDGETS.performance}`, row.performance >= BUDGETS.performance);
  budgets.record(`Lighthouse accessibility ${route}`, row.accessibility, '100', row.accessibility >= BUDGETS.accessibility);
  budgets.record(`Lighthouse best practices ${route}`, row.bestPractices, '100', row.bestPractices >= BUDGETS.bestPractices);
  budgets.record(`Lighthouse SEO ${route}`, row.seo, '100', row.seo >= BUDGETS.seo);
  budgets.record(`CLS ${route}`, row.cls, '0', row.cls <= BUDGETS.cls);
  budgets.record(`LCP ${route}`, row.lcpMs, `≤ ${BUDGETS.lcpMs}`, row.lcpMs <= BUDGETS.lcpMs, 'ms');
  budgets.record(`TBT ${route}`, row.tbtMs, `≤ ${BUDGETS.tbtMs(route)}`, row.tbtMs <= BUDGETS.tbtMs(route), 'ms');
}

/**
 * Lighthouse on one route of each kind, with budgets, and on the empty Next.js page of the floor
 * build as a reference row (no budget): what the framework alone scores on this machine.
 */
export async function lighthouseRoutes(options: {
  floorOut: string;
  ports: { site: number; floor: number };
  runs: number;
  budgets: BudgetLog;
}): Promise<LighthouseRow[]> {
  const { floorOut, ports, runs, budgets } = options;
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const { chromium } = await import('@playwright/test');
  const server = startStaticServer({ port: ports.site, stdio: 'ignore' });
  const floorServer = startStaticServer({ port: ports.floor, dir: floorOut, stdio: 'ignore' });
  try {
    await waitForServer(`http://127.0.0.1:${ports.site}/`, { child: server });
    await waitForServer(`http://127.0.0.1:${ports.floor}/`, { child: floorServer });
    const chrome = await chromeLauncher.launch({ chromePath: chromiumFor(chromium), chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
    try {
      const rows: LighthouseRow[] = [];
      for (const route of BENCH_ROUTES.lighthouse) {
        const row = { route, ...(await lighthouseMedian(lighthouse, chrome.port, `http://127.0.0.1:${ports.site}${route}`, runs)) };
        rows.push(row);
        console.log(`  lighthouse ${route}: ${describeRow(row)}`);
        recordLighthouseBudgets(row, budgets);
      }
      const floorRow = { route: FLOOR_ROUTE_LABEL, ...(await lighthouseMedian(lighthouse, chrome.port, `http://127.0.0.1:${ports.floor}/`, runs)) };
      rows.push(floorRow);
      console.log(`  lighthouse ${FLOOR_ROUTE_LABEL}: ${describeRow(floorRow)}`);
      return rows;
    } finally {
      chrome.kill();
    }
  } finally {
    server.kill('SIGTERM');
    floorServer.kill('SIGTERM');
  }
}
