// The browser the end-to-end tests and the benchmark drive: Debian's Chromium when installed
// (nothing can be downloaded on the build machines), else Playwright's own, else none.
import fs from 'node:fs';

const SYSTEM_CHROMIUM = '/usr/bin/chromium';
// Debian's build of Chromium's headless shell (package chromium-headless-shell), the same release
// as its chromium: Blink, V8 and the network stack of the browser, without the browser's own
// layer (windows, profiles, extensions, the PDF viewer). Playwright itself runs this build for
// headless tests unless told otherwise; it takes less CPU than the whole browser.
const SYSTEM_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * Path of a Chromium that exists, or undefined. `chromium` is Playwright's browser type.
 * `headlessShell`: the test suites' choice, Debian's headless shell when it is installed; the
 * benchmark and the delivery check keep the whole browser, as a visitor runs it.
 */
export function chromiumFor(chromium: { executablePath(): string }, { headlessShell = false } = {}): string | undefined {
  if (headlessShell && fs.existsSync(SYSTEM_HEADLESS_SHELL)) return SYSTEM_HEADLESS_SHELL;
  if (fs.existsSync(SYSTEM_CHROMIUM)) return SYSTEM_CHROMIUM;
  const own = chromium.executablePath();
  return own && fs.existsSync(own) ? own : undefined;
}

/** How every automated Chromium of the project starts: no sandbox (containers), no GPU, and none of the background traffic a test should not see. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
