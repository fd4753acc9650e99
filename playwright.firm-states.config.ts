// The site as a firm that takes cases only in California, Illinois, New York, Oregon and Pennsylvania would publish it:
// scripts/test-all.ts builds it with NEXT_PUBLIC_FIRM_STATES=CA,IL,NY,OR,PA into out-firm-states/ before the
// main build, and runs these specs against it with the same setting in their environment. That build
// also sends its leads through the lead relay (NEXT_PUBLIC_LEAD_RELAY_URL, relay/), run here in
// workerd, to a mail sink that, like EmailJS with "Use Private Key" on, refuses any send without it.
import { defineConfig } from '@playwright/test';
import { TEST_PORTS, TEST_PRIVATE_KEY, TEST_RELAY_PER_ADDRESS, TEST_RELAY_PORT, TEST_RELAY_STATUS_TOKEN } from './scripts/lib/local-env';
import { baseConfig, baseUse, desktopUse, mailSinkServer, SITE } from './scripts/lib/playwright-base';

const SINK = `http://127.0.0.1:${TEST_PORTS.sink}`;
// The specs that read the built files (state-guide-answer.spec.ts) read this build's.
process.env.PLAYWRIGHT_OUT_DIR = 'out-firm-states';

export default defineConfig({
  testDir: './e2e',
  testMatch: ['firm.spec.ts', 'firm-states.spec.ts', 'relay.spec.ts', 'state-guide-answer.spec.ts'],
  ...baseConfig('reports/playwright-firm-states.json'),
  use: baseUse,
  projects: [{ name: 'firm-states', grepInvert: /@phone-only/, use: desktopUse }],
  webServer: [
    { command: `tsx scripts/static-server.ts --port ${TEST_PORTS.site} --dir out-firm-states`, url: `${SITE}/`, reuseExistingServer: false, timeout: 30_000 },
    { ...mailSinkServer, env: { ...mailSinkServer.env, SINK_PRIVATE_KEY: TEST_PRIVATE_KEY } },
    {
      command: `tsx scripts/relay.ts --port ${TEST_RELAY_PORT}`,
      url: `http://127.0.0.1:${TEST_RELAY_PORT}/`,
      env: {
        RELAY_EMAILJS_ORIGIN: SINK,
        EMAILJS_PRIVATE_KEY: TEST_PRIVATE_KEY,
        RELAY_ALLOWED_ORIGINS: SITE,
        // The suite's leads from other specs must not meet the overall ceiling; the ceiling itself
        // is proved in __tests__/relay/gate.test.ts.
        RELAY_LIMIT_OVERALL: '200/60',
        RELAY_LIMIT_PER_ADDRESS: `${TEST_RELAY_PER_ADDRESS}/60`,
        // The flood spec solves dozens of proofs as a script would; a smaller range keeps it quick
        // (the real range's solve time in a phone's browser is measured by npm run bench).
        RELAY_POW_MAX_NUMBER: '2000',
        // Held leads are tried again every second, so the hold specs wait seconds, not minutes.
        RELAY_RETRY_AFTER: '1s',
        RELAY_STATUS_TOKEN: TEST_RELAY_STATUS_TOKEN,
      },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      // Stopped as Ctrl-C stops it, so that Miniflare removes its folder under the system's temporary
      // folder; killed outright, it left one behind at every run.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
  ],
});
