import { defineConfig, devices } from '@playwright/test';
import { baseConfig, baseUse, mailSinkServer, SITE, wholeBrowserLaunchOptions } from './scripts/lib/playwright-base';

// The checks that need a real web server: out/ served by nginx with the configuration the build
// generated (scripts/nginx/), as a deployer runs it, in the whole browser, as a visitor's Chromium
// (the other suites run in its headless shell: scripts/lib/playwright-base.ts). One browser width:
// nothing here depends on it.

export default defineConfig({
  testDir: './e2e-nginx',
  ...baseConfig('reports/playwright-nginx.json'),
  use: { ...devices['Desktop Chrome'], ...baseUse, launchOptions: wholeBrowserLaunchOptions },
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
