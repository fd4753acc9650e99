import { defineConfig, devices } from '@playwright/test';
import { baseConfig, baseUse, mailSinkServer, SITE } from './scripts/lib/playwright-base';

// The checks that need a real web server: out/ served by nginx with the configuration the build
// generated (scripts/nginx/), as a deployer runs it. One browser width: nothing here depends on it.

export default defineConfig({
  testDir: './e2e-nginx',
  ...baseConfig('reports/playwright-nginx.json'),
  use: { ...devices['Desktop Chrome'], ...baseUse },
  webServer: [
    {
      command: 'tsx scripts/nginx/serve.ts',
      url: `${SITE}/robots.txt`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    mailSinkServer,
  ],
});
