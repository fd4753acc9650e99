// `npm run bench`: the project's performance benchmark (budgets in bench/README.md).
//  1. measures the framework floor (an empty Next.js page) and builds the site;
//  2. weighs every exported page (scripts/bench/page-weight.ts);
//  3. runs Lighthouse on one route of each kind (scripts/bench/lighthouse.ts);
//  4. builds 100 and 1,000 synthetic articles (scripts/bench/content-scale.ts);
//  5. floods the mail sink without and with the lead relay (scripts/bench/flood.ts);
// then prints the tables and budgets, writes bench/results.json and, after a full run, the
// results in bench/README.md (scripts/bench/report.ts). Exits 1 when a budget fails.
// Options: --skip-lighthouse, --skip-scale, --skip-form-ready, --skip-flood, --runs N. BENCH_PORT_BASE moves its servers (default 4400).
import path from 'node:path';
import { BudgetLog } from './bench/budgets';
import { contentScale } from './bench/content-scale';
import { floodReport } from './bench/flood';
import { measureFloor } from './bench/floor';
import { formReadyReport } from './bench/form-ready';
import { lighthouseRoutes } from './bench/lighthouse';
import { kb, weighPages } from './bench/page-weight';
import { machineInfo, printResults, writeResults, type BenchResults } from './bench/report';
import { timedRun } from './bench/run-command';
import { localEnv } from './lib/local-env';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const RUNS = Number(args[args.indexOf('--runs') + 1]) || 3;
const PORT_BASE = Number(process.env.BENCH_PORT_BASE) || 4400;
const PORTS = { site: PORT_BASE, sink: PORT_BASE + 1, floor: PORT_BASE + 2 };
const skipLighthouse = args.includes('--skip-lighthouse');
const skipScale = args.includes('--skip-scale');
const skipFormReady = args.includes('--skip-form-ready');
const skipFlood = args.includes('--skip-flood');
const env = { ...process.env, ...localEnv(PORTS) };

async function main() {
  const budgets = new BudgetLog();
  const date = new Date().toISOString();
  console.log('Measuring the framework floor (empty Next.js page)...');
  const floor = measureFloor(root);
  console.log(`  floor: ${kb(floor.jsGzip)} KB (Next.js ${floor.nextVersion})`);

  console.log('Building the site...');
  const buildSeconds = Math.round(timedRun('npm', ['run', 'build'], { cwd: root, env }));
  const results: BenchResults = {
    machine: machineInfo(),
    date,
    budgets: budgets.results,
    floor: { nextVersion: floor.nextVersion, jsKb: kb(floor.jsGzip), htmlKb: kb(floor.htmlGzip) },
    buildSeconds,
    pages: weighPages(path.join(root, 'out'), budgets),
  };

  if (!skipLighthouse) {
    console.log(`Lighthouse, ${RUNS} runs per route...`);
    results.lighthouse = await lighthouseRoutes({ floorOut: floor.outDir, ports: PORTS, runs: RUNS, budgets });
  }
  if (!skipScale) {
    console.log('Content scale...');
    results.scale = contentScale(root, env, budgets);
  }

  // The six form pages' own budgets: JavaScript before any interaction, Lighthouse (on
  // the twins the step above did not measure), and the time from the first focus in a form to the
  // form being ready, under Slow 4G and 4x CPU.
  if (!skipFormReady) {
    console.log('Form pages: JavaScript before interaction, time to ready after first focus (Slow 4G, 4x CPU)...');
    results.formPages = await formReadyReport(path.join(root, 'out'), budgets, {
      port: PORTS.floor + 3,
      runs: RUNS,
      lighthouse: !skipLighthouse,
      measured: results.lighthouse,
    });
  }

  if (!skipFlood) {
    console.log('Flood, without and with the lead relay; proof-of-work solve time (4x CPU)...');
    results.flood = await floodReport(budgets, PORTS.floor + 20);
  }

  const failed = printResults(results, RUNS);
  writeResults(root, results, RUNS, skipLighthouse || skipScale || skipFormReady || skipFlood);
  process.exit(failed ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(2);
});
