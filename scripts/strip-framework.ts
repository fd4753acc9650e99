// After `next build`: removes the Next.js runtime, its preloads and the inline React Server
// Components payload from every page in out/ that renders no client island of ours, and defers
// them until a form is used on the pages that do (scripts/lib/strip-framework.ts says how pages
// are chosen). Fails the build, naming the page and the markup, on anything it does not recognise.
import path from 'node:path';
import { REPORT_FILE, stripFramework } from './lib/strip-framework';

const root = path.resolve(import.meta.dirname, '..');
try {
  const report = stripFramework({ outDir: path.join(root, 'out'), nextDir: path.join(root, '.next') });
  const kept = Object.entries(report.kept);
  const pages = report.stripped.length + kept.length;
  console.log(
    `Framework scripts removed from ${report.stripped.length} of ${pages} pages (decisions in .next/${REPORT_FILE}). Deferred until a form is used, for their islands:`,
  );
  for (const [page, islands] of kept) console.log(`  ${page}: ${islands.map((s) => path.basename(s)).join(', ')}`);
} catch (error) {
  console.error(`Removing or deferring the framework failed:\n${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
