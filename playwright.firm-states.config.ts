// The site as a firm that takes cases only in California, New York and Pennsylvania would publish it:
// scripts/test-all.ts builds it with NEXT_PUBLIC_FIRM_STATES=CA,NY,PA into out-firm-states/ before the
// main build, and runs these specs against it with the same setting in their environment.
import { chromium, defineConfig, devices } from '@playwright/test';
import { TEST_PORTS } from './scripts/lib/local-env';
import { chromiumFor } from './scripts/lib/chromium';

const SITE = `http://127.0.0.1:${TEST_PORTS.site}`;
const SINK = `http://127.0.0.1:${TEST_PORTS.sink}`;
const launchOptions = {
  executablePath: chromiumFor(chromium),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
};

export default defineConfig({
  testDir: './e2e',
  testMatch: ['firm.spec.ts', 'firm-states.spec.ts'],
  fullyParallel: true,
  retries: 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: 'reports/playwright-firm-states.json' }]],
  use: { baseURL: SITE, trace: 'off', launchOptions, serviceWorkers: 'block' },
  projects: [{ name: 'firm-states', grepInvert: /@phone-only/, use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions } }],
  webServer: [
    { command: `tsx scripts/static-server.ts --port ${TEST_PORTS.site} --dir out-firm-states`, url: `${SITE}/`, reuseExistingServer: false, timeout: 30_000 },
    {
      command: `tsx scripts/mail-sink.ts`,
      url: `${SINK}/__sink/health`,
      env: { SINK_PORT: String(TEST_PORTS.sink), SINK_ALLOWED_ORIGINS: SITE },
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
    },
  ],
});
