// Which widths a test runs at. Each test runs once, at 1280 px in the `desktop` project, unless
// what it checks depends on the width of the screen:
//   - tag it `@both-widths` (menu, layout, visibility, touch, reflow) and it runs in `desktop`
//     and again at 375 px in `phone`;
//   - tag it `@phone-only` when what it checks exists only on a narrow screen (the menu button).
// A new spec needs nothing to run once; it opts into both widths per test or per describe:
//   test('the card fits its text', { tag: '@both-widths' }, async ({ page }) => { ... });
//   test.describe('menu', { tag: '@phone-only' }, () => { ... });
// Checks of the HTML, headers, metadata, links, redirects, content and axe on every route do not
// depend on width and carry no tag. linkinator (scripts/check-links.mjs) is the one check that
// every internal link, image and fragment resolves; specs do not walk links again.
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
  // Run against the CA, NY, PA build by playwright.firm-states.config.ts.
  testIgnore: ['firm-states.spec.ts'],
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
    { name: 'phone', grep: /@both-widths|@phone-only/, use: { ...devices['Pixel 5'], viewport: { width: 375, height: 740 }, launchOptions } },
  ],
  webServer: [
    {
      command: `tsx scripts/static-server.ts --port ${TEST_PORTS.site} --headers`,
      url: `${SITE}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
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
