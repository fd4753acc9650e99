// Serves out/ the way the tests do (scripts/static-server.ts) and crawls it with linkinator,
// starting from every exported page so that pages no link reaches are checked too. Every local
// link, image, script, stylesheet and #fragment must resolve. Writes one test per page to
// reports/ for the closing count.
import fs from 'node:fs';
import path from 'node:path';
import { LinkChecker } from 'linkinator';
import { isExternal, linkResults } from './lib/link-check';
import { TEST_PORTS } from './lib/local-env';
import { pageRoutes } from './lib/out-files';
import { CHECKER_REPORTS } from './lib/test-counts';
import { CASE_FORM_PARAMS } from '../lib/islands/contract';
import { waitForServer } from './lib/wait-for-server';
import { startStaticServer } from './static-server';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'out');
const reportFile = path.join(root, 'reports', CHECKER_REPORTS['link check']);
const site = `http://127.0.0.1:${TEST_PORTS.site}`;

const isFormData = (url: string) => new URL(url, site).hash.startsWith(`#${CASE_FORM_PARAMS.issue}=`);

/** Crawls the served site; the number of pages with a broken link. */
async function checkLinks(): Promise<number> {
  const checker = new LinkChecker();
  const pages: string[] = [];
  checker.on('pagestart', (url) => pages.push(String(url)));
  const { links } = await checker.check({
    path: pageRoutes(out).map(({ route }) => `${site}${route}`),
    recurse: true,
    checkFragments: true,
    checkCss: true,
    // The machine has two cores shared with other work; a few requests at a time are plenty.
    concurrency: 8,
    timeout: 10_000,
    // A legal-area card hands the case form its issue in the fragment (#i=2), which no
    // request carries: it is data for the form's script, not an anchor to find on the page.
    linksToSkip: async (url) => isExternal(site)(url) || isFormData(url),
  });
  // linkinator does not always ask linksToSkip about a fragment: when the page it points into was
  // already crawled as a start page, it checks the fragment there (which made this check fail now
  // and then). So such results are dropped here as well.
  const tests = linkResults(
    site,
    pages,
    links.filter((link) => !isFormData(link.url)),
  );
  fs.mkdirSync(path.dirname(reportFile), { recursive: true });
  fs.writeFileSync(reportFile, JSON.stringify({ tool: 'linkinator', tests }, null, 2));

  for (const t of tests) for (const failure of t.failures) console.log(`✘ ${t.name}: ${failure}`);
  const failed = tests.filter((t) => t.failures.length).length;
  const skipped = new Set(links.filter((l) => l.state === 'SKIPPED').map((l) => l.url)).size;
  const checked = new Set(links.filter((l) => l.state !== 'SKIPPED').map((l) => l.url)).size;
  console.log(
    `linkinator: ${tests.length} pages, ${checked} local URLs checked, ${tests.length - failed} pages without broken links, ${failed} with; ${skipped} external URLs not fetched.`,
  );
  return failed;
}

// No top-level await: without "type": "module" in package.json, tsx runs this file as CommonJS.
async function main() {
  if (!fs.existsSync(out)) {
    console.error('out/ is missing: run npm run build first.');
    process.exit(1);
  }
  const server = startStaticServer({ port: TEST_PORTS.site, headers: true, stdio: 'ignore' });
  try {
    await waitForServer(`${site}/`, { child: server });
    return await checkLinks();
  } finally {
    server.kill('SIGTERM');
  }
}

main().then(
  (failed) => process.exit(failed ? 1 : 0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
