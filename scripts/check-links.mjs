// Serves out/ the way the tests do (scripts/static-server.mjs) and crawls it with linkinator,
// starting from every exported page so that pages no link reaches are checked too. Every local
// link, image, script, stylesheet and #fragment must resolve. Writes one test per page to
// reports/ for the closing count.
import fs from 'node:fs';
import path from 'node:path';
import { LinkChecker } from 'linkinator';
import { TEST_PORTS } from './lib/local-env.mjs';
import { isExternal, linkResults } from './lib/link-check.mjs';
import { CHECKER_REPORTS } from './lib/test-counts.mjs';
import { startStaticServer } from './static-server.ts';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'out');
const reportFile = path.join(root, 'reports', CHECKER_REPORTS['link check']);
const site = `http://127.0.0.1:${TEST_PORTS.site}`;

/** Every folder of out/ with an index.html, as a route; _next holds no pages. */
const routes = (dir, route = '/') =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isDirectory()) return entry.name === 'index.html' ? [route] : [];
    return entry.name.startsWith('_') ? [] : routes(path.join(dir, entry.name), `${route}${entry.name}/`);
  });

async function waitForServer(url, deadline = Date.now() + 20_000) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the static server did not answer at ${url}`);
}

if (!fs.existsSync(out)) {
  console.error('out/ is missing: run npm run build first.');
  process.exit(1);
}
const server = startStaticServer({ port: TEST_PORTS.site, headers: true, stdio: 'ignore' });
let failed = 0;
try {
  await waitForServer(`${site}/`);
  const checker = new LinkChecker();
  const pages = [];
  checker.on('pagestart', (url) => pages.push(String(url)));
  const { links } = await checker.check({
    path: routes(out)
      .sort()
      .map((route) => `${site}${route}`),
    recurse: true,
    checkFragments: true,
    checkCss: true,
    // The machine has two cores shared with other work; a few requests at a time are plenty.
    concurrency: 8,
    timeout: 10_000,
    linksToSkip: async (url) => isExternal(site)(url),
  });
  const tests = linkResults(site, pages, links);
  fs.mkdirSync(path.dirname(reportFile), { recursive: true });
  fs.writeFileSync(reportFile, JSON.stringify({ tool: 'linkinator', tests }, null, 2));

  for (const t of tests) for (const failure of t.failures) console.log(`✘ ${t.name}: ${failure}`);
  failed = tests.filter((t) => t.failures.length).length;
  const skipped = new Set(links.filter((l) => l.state === 'SKIPPED').map((l) => l.url)).size;
  const checked = new Set(links.filter((l) => l.state !== 'SKIPPED').map((l) => l.url)).size;
  console.log(
    `linkinator: ${tests.length} pages, ${checked} local URLs checked, ${tests.length - failed} pages without broken links, ${failed} with; ${skipped} external URLs not fetched.`,
  );
} finally {
  server.kill('SIGTERM');
}
process.exit(failed ? 1 : 0);
