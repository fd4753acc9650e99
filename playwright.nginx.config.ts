import { chromium, defineConfig, devices } from '@playwright/test';
import { TEST_PORTS } from './scripts/lib/local-env';
import { chromiumFor } from './scripts/lib/chromium';

// The checks that need a real web server: out/ served by nginx with the configuration the build
// generated (scripts/nginx/), as a deployer runs it. One browser width: nothing here depends on it.
const SITE = `http://127.0.0.1:${TEST_PORTS.site}`;
const SINK = `http://127.0.0.1:${TEST_PORTS.sink}`;

const launchOptions = {
  executablePath: chromiumFor(chromium),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
};

export default defineConfig({
  testDir: './e2e-nginx',
  fullyParallel: true,
  retries: 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: 'reports/playwright-nginx.json' }]],
  use: { ...devices['Desktop Chrome'], baseURL: SITE, trace: 'off', launchOptions, serviceWorkers: 'block' },
  webServer: [
    {
      command: 'tsx scripts/nginx/serve.ts',
      url: `${SITE}/robots.txt`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: 'tsx scripts/mail-sink.ts',
      url: `${SINK}/__sink/health`,
      env: { SINK_PORT: String(TEST_PORTS.sink), SINK_ALLOWED_ORIGINS: SITE },
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
    },
  ],
});
