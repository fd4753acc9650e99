// The form pages' benchmark: on `/`, `/contact/`, `/formInput/` and their Spanish
// twins, measures
//   1. the JavaScript a page runs before any interaction (gzip, level 9, inline scripts included),
//   2. the time from the first focus in a lead form to the form being ready to send, in Chromium
//      with the network and CPU throttled like a low-end phone (Slow 4G, 4x CPU),
//   3. optionally (--lighthouse), Lighthouse mobile with simulated throttling.
// Runnable alone: `npx tsx scripts/bench/form-ready.ts [--out DIR] [--lighthouse] [--runs N]`,
// with a built out/ (default). Prints one line per page and budget; exit code 1 when one fails.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { launchOverPipe, type CdpClient } from '../lib/cdp-pipe';
import { CHROMIUM_ARGS, chromiumFor } from '../lib/chromium';
import { waitForServer } from '../lib/wait-for-server';
import { createStaticServer } from '../static-server';
import { BUDGETS, BudgetLog } from './budgets';
import { describeRow, lighthouseMedian, recordLighthouseBudgets, type LighthouseRow } from './lighthouse';
import { BENCH_ROUTES } from './routes';
import { median } from './median';
import { MARKS } from '../../lib/islands/contract';

/**
 * Chromium DevTools' "Slow 4G" preset, the one Lighthouse's mobile profile is modelled on:
 * 150 ms round trips and 1.6 Mbps down (0.75 up), each scaled as DevTools scales them for
 * request-level throttling (latency x3.75, throughput x0.9).
 */
const SLOW_4G = { latency: 150 * 3.75, downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8, uploadThroughput: (750 * 1024 * 0.9) / 8 };
const CPU_SLOWDOWN = 4;

/** The lead form whose readiness is timed on each page: its first text field. */
const FIRST_FIELD = `form[${MARKS.leadForm}] input[type="text"]:not([tabindex="-1"])`;
const READY = `form[${MARKS.leadForm}][${MARKS.leadFormReady}]`;

const gzipSize = (text: string | Buffer) => zlib.gzipSync(text, { level: 9 }).length;
const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

/**
 * The JavaScript a page runs before the visitor does anything: every script file it fetches
 * until the network is idle, and every inline script that is part of the document (a script
 * inside a <template> is inert, so it is not counted). JSON-LD is data, not script.
 */
async function initialJavaScript(page: Page, url: string) {
  const files = new Map<string, number>();
  const onResponse = async (response: import('@playwright/test').Response) => {
    if (response.request().resourceType() !== 'script') return;
    try {
      files.set(response.url(), gzipSize(await response.body()));
    } catch {
      // A response without a body (a redirect) carries no script.
    }
  };
  page.on('response', onResponse);
  await page.goto(url, { waitUntil: 'networkidle' });
  const inline = await page.evaluate(() =>
    [...document.scripts].filter((s) => !s.src && (s.type === '' || /javascript|module/.test(s.type))).map((s) => s.textContent ?? ''),
  );
  page.off('response', onResponse);
  const inlineBytes = inline.reduce((total, text) => total + gzipSize(text), 0);
  const fileBytes = [...files.values()].reduce((total, size) => total + size, 0);
  return { kb: kb(inlineBytes + fileBytes), inlineKb: kb(inlineBytes), files: files.size };
}

/** Resolves once `sessionId` has had no request in flight for `quietMs` (Playwright's "networkidle"). */
function networkIdle(cdp: CdpClient, sessionId: string, { quietMs = 500, timeoutMs = 60_000 } = {}): Promise<void> {
  const inFlight = new Set<string>();
  let quiet: NodeJS.Timeout | undefined;
  let limit: NodeJS.Timeout | undefined;
  let stop = () => {};
  return new Promise<void>((resolve, reject) => {
    limit = setTimeout(() => reject(new Error(`the network was still busy after ${timeoutMs} ms`)), timeoutMs);
    stop = cdp.on((message) => {
      if (message.sessionId !== sessionId) return;
      const id = String(message.params?.requestId ?? '');
      if (message.method === 'Network.requestWillBeSent') inFlight.add(id);
      else if (message.method === 'Network.loadingFinished' || message.method === 'Network.loadingFailed') inFlight.delete(id);
      else return;
      clearTimeout(quiet);
      if (inFlight.size === 0) quiet = setTimeout(resolve, quietMs);
    });
  }).finally(() => {
    stop();
    clearTimeout(limit);
    clearTimeout(quiet);
  });
}

/**
 * Loads `url` under throttling in a fresh browser context (nothing cached), waits for the load
 * event and quiet, then focuses the first text field of the first lead form and times how long
 * until that form is marked ready to send (LeadFormFrame sets the attribute once React has
 * hydrated it). Both ends are read inside the page, so the time is the visitor's, without the
 * round trips of the automation: from the focus event (a capture listener on the window, which
 * runs before the page's own) to the attribute appearing (a mutation observer, which reports it
 * at the end of the task that set it). The page is driven over a bare protocol pipe that never
 * enables the Runtime domain (scripts/lib/cdp-pipe.ts says why).
 */
async function formReadyMs(cdp: CdpClient, url: string): Promise<number> {
  const { browserContextId } = await cdp.send<{ browserContextId: string }>('Target.createBrowserContext');
  try {
    const { targetId } = await cdp.send<{ targetId: string }>('Target.createTarget', { url: 'about:blank', browserContextId });
    const { sessionId } = await cdp.send<{ sessionId: string }>('Target.attachToTarget', { targetId, flatten: true });
    const page = (method: string, params: Record<string, unknown> = {}) => cdp.send(method, params, sessionId);
    await page('Page.enable');
    await page('Network.enable');
    await page('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G });
    await page('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page('Emulation.setDeviceMetricsOverride', { width: 412, height: 823, deviceScaleFactor: 1, mobile: true });
    await page('Emulation.setTouchEmulationEnabled', { enabled: true });
    const loaded = cdp.next('Page.loadEventFired', sessionId);
    const idle = networkIdle(cdp, sessionId);
    await page('Page.navigate', { url });
    await loaded;
    await idle;
    const evaluate = async <T>(expression: string): Promise<T> => {
      const reply = await cdp.send<{ result: { value?: T }; exceptionDetails?: { exception?: { description?: string }; text: string } }>(
        'Runtime.evaluate',
        { expression, awaitPromise: true, returnByValue: true },
        sessionId,
      );
      if (reply.exceptionDetails) throw new Error(`${url}: ${reply.exceptionDetails.exception?.description ?? reply.exceptionDetails.text}`);
      return reply.result.value as T;
    };
    await evaluate(`(() => {
      const field = document.querySelector(${JSON.stringify(FIRST_FIELD)});
      if (!field) throw new Error('no lead form field');
      field.scrollIntoView({ block: 'center' });
      window.__formReady = new Promise((resolve, reject) => {
        let focusedAt;
        window.addEventListener('focusin', () => (focusedAt ??= performance.now()), true);
        new MutationObserver(() => {
          if (focusedAt !== undefined && document.querySelector(${JSON.stringify(READY)})) resolve(performance.now() - focusedAt);
        }).observe(document.documentElement, { subtree: true, attributes: true });
        setTimeout(() => reject(new Error('the form was not ready after 30 s')), 30000);
      });
    })()`);
    await evaluate(`document.querySelector(${JSON.stringify(FIRST_FIELD)}).focus()`);
    return Math.round(await evaluate<number>('window.__formReady'));
  } finally {
    await cdp.send('Target.disposeBrowserContext', { browserContextId });
  }
}

export interface FormPageRow {
  route: string;
  initialJsKb: number;
  inlineJsKb: number;
  formReadyMs: number;
  lighthouse?: LighthouseRow;
}

interface FormPageOptions {
  runs?: number;
  /** Run Lighthouse on the form pages `measured` does not already hold. */
  lighthouse?: boolean;
  /** Lighthouse rows the benchmark's Lighthouse step already measured (and held to the budgets). */
  measured?: readonly LighthouseRow[];
}

/**
 * Every figure for every form page of the site served at `origin`, each held to its budget in
 * `budgets`. Lighthouse runs only where `measured` has no row yet, so no page is measured twice.
 */
async function measureFormPages(origin: string, budgets: BudgetLog, { runs = 3, lighthouse = false, measured = [] }: FormPageOptions) {
  const executablePath = chromiumFor(chromium);
  if (!executablePath) throw new Error('no Chromium found to measure with');
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'form-ready-'));
  const piped = launchOverPipe(executablePath, CHROMIUM_ARGS, profile);
  const rows: FormPageRow[] = [];
  try {
    for (const route of BENCH_ROUTES.interactive) {
      const context = await browser.newContext();
      const initial = await initialJavaScript(await context.newPage(), `${origin}${route}`);
      await context.close();
      const ready: number[] = [];
      for (let i = 0; i < runs; i += 1) ready.push(await formReadyMs(piped.cdp, `${origin}${route}`));
      const row: FormPageRow = { route, initialJsKb: initial.kb, inlineJsKb: initial.inlineKb, formReadyMs: median(ready) };
      budgets.record(`JavaScript before interaction ${route}`, row.initialJsKb, `≤ ${BUDGETS.initialJsKb}`, row.initialJsKb <= BUDGETS.initialJsKb, 'KB');
      budgets.record(`Form ready after first focus ${route}`, row.formReadyMs, `≤ ${BUDGETS.formReadyMs}`, row.formReadyMs <= BUDGETS.formReadyMs, 'ms');
      rows.push(row);
    }
  } finally {
    await browser.close();
    piped.close();
    // The piped Chromium may still be writing its profile as it exits: retry rather than fail the run (ENOTEMPTY).
    fs.rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  }
  for (const row of rows) row.lighthouse = measured.find((m) => m.route === row.route);
  const unmeasured = rows.filter((row) => !row.lighthouse);
  if (lighthouse && unmeasured.length > 0) {
    const { default: lighthouseRun } = await import('lighthouse');
    const chromeLauncher = await import('chrome-launcher');
    const chrome = await chromeLauncher.launch({ chromePath: executablePath, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
    try {
      for (const row of unmeasured) {
        row.lighthouse = { route: row.route, ...(await lighthouseMedian(lighthouseRun, chrome.port, `${origin}${row.route}`, runs)) };
        console.log(`  lighthouse ${row.route}: ${describeRow(row.lighthouse)}`);
        recordLighthouseBudgets(row.lighthouse, budgets);
      }
    } finally {
      chrome.kill();
    }
  }
  return rows;
}

/**
 * Serves `outDir`, measures its form pages, records each budget in `budgets` and prints one line
 * per page; resolves to the rows.
 */
export async function formReadyReport(outDir: string, budgets: BudgetLog, { port, ...options }: FormPageOptions & { port: number }) {
  const server = createStaticServer({ dir: outDir }).listen(port, '127.0.0.1');
  try {
    const origin = `http://127.0.0.1:${port}`;
    await waitForServer(`${origin}/`);
    const rows = await measureFormPages(origin, budgets, options);
    for (const row of rows) {
      const lh = row.lighthouse ? `, Lighthouse ${row.lighthouse.performance}, LCP ${row.lighthouse.lcpMs} ms, TBT ${row.lighthouse.tbtMs} ms` : '';
      console.log(`  ${row.route}: ${row.initialJsKb} KB JS before interaction (${row.inlineJsKb} inline), ready ${row.formReadyMs} ms after first focus${lh}`);
    }
    return rows;
  } finally {
    server.close();
  }
}

async function main(argv: string[]) {
  const value = (name: string) => {
    const i = argv.indexOf(name);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const root = path.resolve(import.meta.dirname, '..', '..');
  const outDir = path.resolve(value('--out') ?? path.join(root, 'out'));
  const port = Number(process.env.BENCH_PORT_BASE ?? 4400) + 5;
  const budgets = new BudgetLog();
  await formReadyReport(outDir, budgets, { port, runs: Number(value('--runs') ?? 3), lighthouse: argv.includes('--lighthouse') });
  const failures = budgets.results.filter((b) => !b.pass);
  for (const b of failures) console.log(`  FAIL ${b.name}: ${b.value} ${b.unit} (${b.limit})`);
  return failures.length ? 1 : 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
