import { chromium, defineConfig, devices } from '@playwright/test';
import { TEST_PORTS } from './scripts/lib/local-env.mjs';
import { chromiumFor } from './scripts/lib/chromium.mjs';

const SITE = `http://127.0.0.1:${TEST_PORTS.site}`;
const SINK = `http://127.0.0.1:${TEST_PORTS.sink}`;

const launchOptions = {
  executablePath: chromiumFor(chromium),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
};

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  retries: 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: { baseURL: SITE, trace: 'off', launchOptions, serviceWorkers: 'block' },
  projects: [
    { name: 'desktop', grepInvert: /@phone-only/, use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions } },
    { name: 'phone', grepInvert: /@desktop-only/, use: { ...devices['Pixel 5'], viewport: { width: 375, height: 740 }, launchOptions } },
  ],
  webServer: [
    {
      command: `tsx scripts/static-server.ts --port ${TEST_PORTS.site} --headers`,
      url: `${SITE}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `node scripts/mail-sink.mjs`,
      url: `${SINK}/__sink/health`,
      env: { SINK_PORT: String(TEST_PORTS.sink), SINK_ALLOWED_ORIGINS: SITE },
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
    },
  ],
});
