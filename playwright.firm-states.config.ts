// The site as a firm that takes cases only in California, New York and Pennsylvania would publish it:
// scripts/test-all.ts builds it with NEXT_PUBLIC_FIRM_STATES=CA,NY,PA into out-firm-states/ before the
// main build, and runs these specs against it with the same setting in their environment.
import { defineConfig } from '@playwright/test';
import { TEST_PORTS } from './scripts/lib/local-env';
import { baseConfig, baseUse, desktopUse, mailSinkServer, SITE } from './scripts/lib/playwright-base';

export default defineConfig({
  testDir: './e2e',
  testMatch: ['firm.spec.ts', 'firm-states.spec.ts'],
  ...baseConfig('reports/playwright-firm-states.json'),
  use: baseUse,
  projects: [{ name: 'firm-states', grepInvert: /@phone-only/, use: desktopUse }],
  webServer: [
    { command: `tsx scripts/static-server.ts --port ${TEST_PORTS.site} --dir out-firm-states`, url: `${SITE}/`, reuseExistingServer: false, timeout: 30_000 },
    mailSinkServer,
  ],
});
