// What the three Playwright suites share (playwright.config.ts, playwright.nginx.config.ts,
// playwright.firm-states.config.ts): the test servers' addresses, the browser, the run settings
// and the local mail sink.
import path from 'node:path';
import { chromium, devices, type PlaywrightTestConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumFor } from './chromium';
import { TEST_PORTS } from './local-env';

export const SITE = `http://127.0.0.1:${TEST_PORTS.site}`;
const SINK = `http://127.0.0.1:${TEST_PORTS.sink}`;

// Chromium composites as it does by default with the GPU off (through SwiftShader), not in
// software (--disable-gpu-compositing), with which a page now and then drew no frame at all and a
// click waited for a steady element until the test timed out.
//
// The main and the firm's suites run in Debian's headless shell when it is installed
// (scripts/lib/chromium.ts): the same release of Blink, V8 and the network stack, for less CPU. The nginx suite, the site as a deployer serves it, runs in the whole browser,
// as a visitor's Chromium: what only the browser's own layer does (the back-forward cache among
// it) is tested there.
const launchOptions = { executablePath: chromiumFor(chromium, { headlessShell: true }), args: CHROMIUM_ARGS };
export const wholeBrowserLaunchOptions = { executablePath: chromiumFor(chromium), args: CHROMIUM_ARGS };

/** What every test's browser shares: the test site, the project's Chromium, no traces, no service workers. */
export const baseUse = { baseURL: SITE, trace: 'off', launchOptions, serviceWorkers: 'block' } as const satisfies PlaywrightTestConfig['use'];

/** The desktop browser every suite runs, at 1280 px. */
export const desktopUse = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions } satisfies PlaywrightTestConfig['use'];

/** Run settings of every suite; its results go to `reportFile` (read by scripts/lib/test-counts.ts). */
export const baseConfig = (reportFile: string) =>
  ({
    fullyParallel: true,
    retries: 0,
    workers: 2,
    timeout: 30_000,
    expect: { timeout: 7_000 },
    forbidOnly: true,
    reporter: [['list'], ['json', { outputFile: reportFile }]],
    // A folder per suite: each empties its own when it starts, and two suites may run at once (scripts/test-all.ts).
    outputDir: `test-results/${path.basename(reportFile, '.json')}`,
  }) satisfies PlaywrightTestConfig;

/** The local EmailJS-compatible mail sink, accepting sends from the test site only. */
export const mailSinkServer = {
  command: 'tsx scripts/mail-sink.ts',
  url: `${SINK}/__sink/health`,
  env: { SINK_PORT: String(TEST_PORTS.sink), SINK_ALLOWED_ORIGINS: SITE },
  reuseExistingServer: false,
  timeout: 30_000,
  stdout: 'ignore',
} as const;
