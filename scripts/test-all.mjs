// `npm test`: lint, type-check, jest, a production build against the test mail sink, and the
// Playwright suite on the built out/. Every step runs (a failing one does not hide the others,
// except that end-to-end tests need a build), and the last line adds all tests up.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { TEST_PORTS, localEnv } from './lib/local-env.mjs';
import { summarise } from './lib/test-counts.mjs';
import { chromiumFor } from './lib/chromium.mjs';
import { chromium } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, 'reports');
fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });

const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const env = { ...process.env, ...localEnv(TEST_PORTS) };
const failed = [];

function step(name, command, args) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' });
  const ok = result.status === 0;
  console.log(`${ok ? '✔' : '✘'} ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (!ok) failed.push(name);
  return ok;
}

step('lint', bin('eslint'), ['.', '--max-warnings=0']);
step('type-check', bin('tsc'), ['--noEmit']);
step('security headers file', process.execPath, ['scripts/write-security-headers.mjs', '--check']);
step('unit and component tests (jest)', bin('jest'), ['--ci', '--json', `--outputFile=${path.join(reports, 'jest.json')}`]);
const built = step('build (out/)', 'npm', ['run', 'build']);
const browser = chromiumFor(chromium);
if (!built) failed.push('end-to-end tests skipped: the build failed');
else if (!browser) {
  console.log('\n✘ end-to-end tests: no Chromium found. Install Debian\'s (apt-get install chromium) or Playwright\'s own (npx playwright install chromium), then run npm test again.');
  failed.push('end-to-end tests skipped: no Chromium');
} else step('end-to-end tests (Playwright, Chromium)', bin('playwright'), ['test']);

const { passed, failed: failedTests, jest, pw } = summarise(reports, failed.filter((f) => !/tests/.test(f)).length);
console.log(`\njest: ${jest.passed} passed, ${jest.failed} failed; Playwright: ${pw.passed} passed, ${pw.failed} failed`);
if (failed.length) console.log(`Failed steps: ${failed.join('; ')}`);
console.log(`${passed} passed, ${failedTests} failed`);
process.exit(failed.length ? 1 : 0);
