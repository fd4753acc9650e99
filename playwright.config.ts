// Which widths a test runs at. Each test runs once, at 1280 px in the `desktop` project, unless
// what it checks depends on the width of the screen:
//   - tag it `@both-widths` (menu, layout, visibility, touch, reflow) and it runs in `desktop`
//     and again at 375 px in `phone`;
//   - tag it `@phone-only` when what it checks exists only on a narrow screen (the menu button).
// A new spec needs nothing to run once; it opts into both widths per test or per describe:
//   test('the card fits its text', { tag: '@both-widths' }, async ({ page }) => { ... });
//   test.describe('menu', { tag: '@phone-only' }, () => { ... });
// What every page must carry in its HTML (metadata, links written from the root, redirects, what
// every page must say) is read from every page by scripts/check-pages.ts, without a browser; the
// browser visits one page of each template (support/site.ts, oneOfEachTemplate). linkinator
// (scripts/check-links.ts) is the one check that every internal link, image and fragment
// resolves; specs do not walk links again.
import { defineConfig, devices } from '@playwright/test';
import { TEST_PORTS } from './scripts/lib/local-env';
import { baseConfig, baseUse, desktopUse, mailSinkServer, SITE } from './scripts/lib/playwright-base';

export default defineConfig({
  testDir: './e2e',
  // Run against the CA, NY, PA build by playwright.firm-states.config.ts, which sends through the lead relay.
  testIgnore: ['firm-states.spec.ts', 'relay.spec.ts'],
  ...baseConfig('reports/playwright.json'),
  use: baseUse,
  projects: [
    { name: 'desktop', grepInvert: /@phone-only/, use: desktopUse },
    {
      name: 'phone',
      grep: /@both-widths|@phone-only/,
      use: { ...devices['Pixel 5'], viewport: { width: 375, height: 740 }, launchOptions: baseUse.launchOptions },
    },
  ],
  webServer: [
    {
      command: `tsx scripts/static-server.ts --port ${TEST_PORTS.site} --headers`,
      url: `${SITE}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    mailSinkServer,
  ],
});
