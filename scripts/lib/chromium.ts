// The browser the end-to-end tests and the benchmark drive: Debian's Chromium when installed
// (nothing can be downloaded on the build machines), else Playwright's own, else none.
import fs from 'node:fs';

const SYSTEM_CHROMIUM = '/usr/bin/chromium';

/** Path of a Chromium that exists, or undefined. `chromium` is Playwright's browser type. */
export function chromiumFor(chromium: { executablePath(): string }): string | undefined {
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
