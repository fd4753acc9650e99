// `npm test`: lint, knip, type-check, Prettier, jest, two production builds against the test mail
// sink, then on the built out/ the page checks, the Nu Html Checker, a link check and the
// Playwright suites. Every step runs (a failing one does not hide the others, except that the
// checks of a build need that build), and the last line adds all tests up.
//
// A green run fits on one screen: one line per step (result, what it counted, time), each lane's
// time, and the totals. A failed step prints its whole output under its line; every step's output
// is kept in reports/steps/ either way.
//
// The machine this must suit has two cores, so two lanes run side by side and never more: one
// builds the site, then the firm's site in a copy of the project, and then runs the checks that
// serve out/ on the test ports, one at a time; the other runs the checks of the source (each on one
// core, beside a build that leaves one idle at times), the firm's suite, and the checks that read
// out/ without a server.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { chromium } from '@playwright/test';
import { chromiumFor } from './lib/chromium';
import { localEnv, TEST_PORTS, type Ports } from './lib/local-env';
import { copyProject } from './lib/project-copy';
import { duration, runStep, stepLine, type Step } from './lib/run-steps';
import { CHECKER_REPORTS, reportLine, summarise, type Count } from './lib/test-counts';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, 'reports');
const stepLogs = path.join(reports, 'steps');
fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(stepLogs, { recursive: true });

const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
// The builds leave the types to the type-check step, which checks the whole tree once (next.config.ts).
const env = { ...process.env, ...localEnv(TEST_PORTS), SKIP_BUILD_TYPECHECK: '1' };
const failed: string[] = [];
// Failures that no report counts: a step without one (lint, knip, build), or one that died before
// writing it. Tests that ran and failed are counted from their reports instead.
let uncounted = 0;

const step = (name: string, command: string, args: string[], extraEnv: Record<string, string> = {}): Step => ({
  name,
  command,
  args,
  cwd: root,
  env: { ...env, ...extraEnv },
});

const logName = (name: string) =>
  `${name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}.log`;

/**
 * Runs a step, prints its line (and its whole output if it failed) and records its failure;
 * `report` is the file in reports/ that counts its tests.
 */
async function check(s: Step, report?: string): Promise<boolean> {
  const result = await runStep(s);
  fs.writeFileSync(path.join(stepLogs, logName(s.name)), result.output);
  const line = stepLine(s.name, result, report && reportLine(reports, report));
  console.log(result.ok ? line : `\n${result.output.trimEnd()}\n${line}\n`);
  if (!result.ok) {
    failed.push(s.name);
    if (!report || !fs.existsSync(path.join(reports, report))) uncounted += 1;
  }
  return result.ok;
}

/** Runs one lane and says how long it took. */
async function timed(lane: () => Promise<void>): Promise<number> {
  const started = Date.now();
  await lane();
  return (Date.now() - started) / 1000;
}

/** A checker that cannot run here is a failure, said with what to install. */
function missing(name: string, advice: string) {
  console.log(`✘ ${name}: ${advice}, then run npm test again.`);
  failed.push(`${name} skipped`);
  uncounted += 1;
}

const hasJava = () => spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0;
const hasChromium = () => Boolean(chromiumFor(chromium));

// A firm that takes cases only in three states, built into a folder of its own. It is built as of
// January 15, 2027 (SOURCE_DATE_EPOCH), after California's window for adult claims revived until
// December 31, 2026, so its specs see a window the main build calls open shown as closed. Its site
// and mail sink take ports of their own (TEST_PORT_BASE + 10), so its browser suite can run while the
// main build is made and checked on the usual ones. Its forms send through the lead relay, which its
// suite runs beside a sink that requires the private key. Its lawyer's confirmed facts are a test
// fixture (FIRM_FACTS_DIR), so its specs see a firm-confirmed fact named and dated on the guide.
const firmPorts: Ports = { site: TEST_PORTS.site + 10, sink: TEST_PORTS.site + 11 };
const FIRM_STATES = {
  ...localEnv(firmPorts),
  TEST_PORT_BASE: String(firmPorts.site),
  NEXT_PUBLIC_FIRM_STATES: 'CA,IL,NY,OR,PA',
  NEXT_PUBLIC_LEAD_RELAY_URL: `http://127.0.0.1:${firmPorts.site + 2}`,
  SOURCE_DATE_EPOCH: String(Date.UTC(2027, 0, 15) / 1000),
  FIRM_FACTS_DIR: path.join(root, '__tests__', 'fixtures', 'firm-facts'),
};
const firmStatesOut = path.join(root, 'out-firm-states');
const firmCopy = path.join(root, '.scratch', 'firm-states');

/**
 * One lane: the main build, then the firm's (in a copy of the project), then the checks that serve
 * out/ on the test ports, one at a time. This lane is the longer one, so it starts with the build
 * every check of out/ waits for.
 */
async function buildsAndServedChecks(mainBuilt: (ok: boolean) => void, firmBuilt: (ok: boolean) => void): Promise<void> {
  const built = await check(step('build (out/)', 'npm', ['run', 'build']));
  mainBuilt(built);
  // Before the main suite, not beside it: on two cores a build beside the suite can starve Chromium
  // until a page draws no frame and Playwright's clicks time out.
  firmBuilt(await firmBuild(built));
  if (!built) return;
  await check(step('link check (linkinator)', bin('tsx'), ['scripts/check-links.ts']), CHECKER_REPORTS['link check']);
  if (!hasChromium())
    missing('end-to-end tests', "no Chromium found. Install Debian's (apt-get install chromium) or Playwright's own (npx playwright install chromium)");
  else await check(step('end-to-end tests (Playwright, Chromium)', bin('playwright'), ['test']), 'playwright.json');
  await check(step('end-to-end on nginx (the generated configuration)', bin('tsx'), ['scripts/nginx/test.ts']), 'playwright-nginx.json');
}

/**
 * The firm's build, in a copy of the project (.scratch/firm-states/) so that it has a .next/ and an
 * out/ of its own and leaves the main build's in place for the type-check, which reads its route
 * types while this build runs; its out/ becomes out-firm-states/. It starts from the
 * main build's cache when that build succeeded.
 */
async function firmBuild(mainOk: boolean): Promise<boolean> {
  fs.rmSync(firmStatesOut, { recursive: true, force: true });
  copyProject(root, firmCopy);
  // The main build's Turbopack cache, copied (each build writes its own): the firm's build then
  // compiles only what its settings change.
  const cache = path.join(root, '.next', 'cache');
  if (mainOk && fs.existsSync(cache)) fs.cpSync(cache, path.join(firmCopy, '.next', 'cache'), { recursive: true });
  const ok = await check({ ...step('build for a firm serving CA, IL, NY, OR and PA (out-firm-states/)', 'npm', ['run', 'build'], FIRM_STATES), cwd: firmCopy });
  if (ok) fs.renameSync(path.join(firmCopy, 'out'), firmStatesOut);
  fs.rmSync(firmCopy, { recursive: true, force: true });
  return ok;
}

/**
 * The other lane: the checks of the source, the type-check once the main build is there, jest, the
 * firm's browser suite (on ports of its own) once its build is there, and the checks that read out/
 * without a server.
 */
async function sourceAndReadChecks(mainBuilt: Promise<boolean>, firmBuilt: Promise<boolean>): Promise<void> {
  await check(step('lint', bin('eslint'), ['.', '--max-warnings=0']));
  await check(step('unused files, exports and dependencies (knip)', bin('knip'), ['--no-progress']));
  await check(step('formatting (Prettier, one style for the whole tree: npm run format fixes it)', bin('prettier'), ['--check', '.']));
  // After the main build, whose route types (.next/types/) it checks with the rest: the builds skip
  // their own type-check (SKIP_BUILD_TYPECHECK), so this is the one.
  const mainOk = await mainBuilt;
  await check(step('type-check', bin('tsc'), ['--noEmit']));
  // The relay's worker against the Workers types wrangler generates from relay/wrangler.toml (a
  // generated file, not committed), apart from the site's DOM types.
  await check(
    step(
      'relay types (wrangler types, from relay/wrangler.toml)',
      bin('wrangler'),
      ['types', '--config', 'relay/wrangler.toml', '--strict-vars', 'false', 'relay/worker-configuration.d.ts'],
      { WRANGLER_SEND_METRICS: 'false' },
    ),
  );
  await check(step('type-check of the relay worker', bin('tsc'), ['--noEmit', '-p', 'relay']));
  await check(
    step('unit and component tests (jest, with the coverage threshold of lib/)', bin('jest'), [
      '--ci',
      '--coverage',
      '--coverageReporters=text-summary',
      '--json',
      `--outputFile=${path.join(reports, 'jest.json')}`,
    ]),
    'jest.json',
  );
  if ((await firmBuilt) && hasChromium())
    await check(
      step('end-to-end for a firm serving CA, IL, NY, OR and PA', bin('playwright'), ['test', '--config', 'playwright.firm-states.config.ts'], FIRM_STATES),
      'playwright-firm-states.json',
    );
  if (!mainOk) return;
  await check(step('page checks (every page of out/, without a browser)', bin('tsx'), ['scripts/check-pages.ts']), CHECKER_REPORTS['page checks']);
  if (!hasJava()) missing('HTML validation', "no Java found for the Nu Html Checker. Install Debian's (apt-get install default-jre-headless)");
  else await check(step('HTML validation (Nu Html Checker)', bin('tsx'), ['scripts/check-html.ts']), CHECKER_REPORTS['HTML validation']);
}

async function main(): Promise<number> {
  let mainBuilt: (ok: boolean) => void = () => undefined;
  let firmBuilt: (ok: boolean) => void = () => undefined;
  const mainReady = new Promise<boolean>((resolve) => (mainBuilt = resolve));
  const firmReady = new Promise<boolean>((resolve) => (firmBuilt = resolve));
  const started = Date.now();
  // The `node` devDependency puts its Node.js first on the PATH of npm scripts, whatever Node started npm.
  console.log(`Node.js ${process.version}`);
  const [builds, source] = await Promise.all([
    timed(() => buildsAndServedChecks(mainBuilt, firmBuilt)),
    timed(() => sourceAndReadChecks(mainReady, firmReady)),
  ]);
  if (!(await mainReady)) failed.push('checks of out/ skipped: the build failed');

  const { passed, failed: failedTests, jest, pw, checkers } = summarise(reports, uncounted);
  const counted: [string, Count][] = [['jest', jest], ['Playwright', pw], ...Object.entries(checkers)];
  console.log(`\n${counted.map(([name, c]) => `${name}: ${c.passed} passed, ${c.failed} failed`).join('; ')}`);
  console.log(
    `Time: ${duration((Date.now() - started) / 1000)} in all; lanes: build and served checks ${duration(builds)}, source, firm's suite and read checks ${duration(source)}. Each step's output: reports/steps/.`,
  );
  if (failed.length) console.log(`Failed steps: ${failed.join('; ')}`);
  console.log(`${passed} passed, ${failedTests} failed`);
  return failed.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
