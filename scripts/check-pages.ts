// Checks the HTML of every page in out/ without a browser (scripts/lib/page-checks.ts) and what the
// site holds as a whole (scripts/lib/site-checks.ts), in the settings the site was built with.
// Writes one test per page, and one per site-wide check, to reports/ for the closing count.
import fs from 'node:fs';
import path from 'node:path';
import { readSiteConfig } from '../lib/config';
import { parsePage } from './lib/html-tree';
import { checkPages } from './lib/page-checks';
import { checkSite } from './lib/site-checks';
import { REPORT_FILE } from './lib/strip-framework';
import { CHECKER_REPORTS } from './lib/test-counts';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'out');
const reportFile = path.join(root, 'reports', CHECKER_REPORTS['page checks']);

/** Every page of out/ by the address it is served at; the English 404 page by its file (404/ holds the same). */
function pageFiles(): [string, string][] {
  const found: [string, string][] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (!['_next', '_not-found'].includes(entry.name) && !(dir === out && entry.name === '404')) walk(path.join(dir, entry.name));
      } else if (entry.name === 'index.html') {
        const rel = path.relative(out, dir).split(path.sep).join('/');
        found.push([rel ? `/${rel}/` : '/', path.join(dir, entry.name)]);
      }
    }
  };
  walk(out);
  found.push(['/404.html', path.join(out, '404.html')]);
  return found.sort(([a], [b]) => a.localeCompare(b));
}

const routeOf = (file: string) => (file === 'index.html' ? '/' : `/${file.replace(/index\.html$/, '')}`);

async function main(): Promise<number> {
  if (!fs.existsSync(out)) {
    console.error('out/ is missing: run npm run build first.');
    return 1;
  }
  const config = readSiteConfig();
  const report = JSON.parse(fs.readFileSync(path.join(root, '.next', REPORT_FILE), 'utf8')) as { stripped: string[]; formIslands: Record<string, string[]> };
  const stripped = report.stripped.filter((f) => f.endsWith('index.html')).map(routeOf);
  const pages = pageFiles().map(([route, file]) => parsePage(route, fs.readFileSync(file, 'utf8')));
  const tests = [
    ...checkPages(pages, { origin: config.siteUrl, responsibleAttorney: config.responsibleAttorney, stripped: new Set(stripped) }),
    ...(await checkSite({
      out,
      origin: config.siteUrl,
      pages,
      stripped,
      formPages: Object.keys(report.formIslands).map(routeOf),
      phone: config.phone.display,
      firmStateCount: config.firmStates.length,
    })),
  ];
  fs.mkdirSync(path.dirname(reportFile), { recursive: true });
  fs.writeFileSync(reportFile, JSON.stringify({ tool: 'page checks (parse5)', tests }, null, 2));
  for (const t of tests) for (const failure of t.failures) console.log(`✘ ${t.name}: ${failure}`);
  const failed = tests.filter((t) => t.failures.length).length;
  console.log(`page checks: ${pages.length} pages read, ${tests.length} tests, ${tests.length - failed} passed, ${failed} failed.`);
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
