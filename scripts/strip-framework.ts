// After `next build` and the forms' own script: removes the Next.js runtime, its preloads and the
// inline React Server Components payload from every page in out/, and on the pages with a lead
// form puts the forms' script in their place, loaded when a form is first used
// (scripts/lib/strip-framework.ts says how). Fails the build, naming the page and the markup, on
// anything it does not recognise. The forms' props leave the pages for files of their own
// (scripts/lib/island-props.ts). Then removes from out/ what no page reads any more
// (scripts/lib/unserved-files.ts), and checks again that every page finds its props.
import path from 'node:path';
import { readFormsBundleManifest } from './lib/forms-bundle-manifest';
import { assertIslandProps, REPORT_FILE, stripFramework } from './lib/strip-framework';
import { removeUnservedFiles } from './lib/unserved-files';

const root = path.resolve(import.meta.dirname, '..');
try {
  const outDir = path.join(root, 'out');
  const report = stripFramework({ outDir, nextDir: path.join(root, '.next') });
  const withForms = Object.entries(report.formIslands);
  console.log(
    `Framework scripts removed from all ${report.stripped.length + withForms.length} pages (decisions in .next/${REPORT_FILE}). Pages whose forms load their own script on first use:`,
  );
  for (const [page, islands] of withForms) console.log(`  ${page}: ${islands.map((s) => path.basename(s)).join(', ')}`);
  const removed = removeUnservedFiles(outDir, readFormsBundleManifest(path.join(root, '.next')).files);
  console.log(`Removed ${removed.files} files no page reads any more (payloads and framework scripts, ${(removed.bytes / 1e6).toFixed(1)} MB).`);
  assertIslandProps(outDir);
} catch (error) {
  console.error(`Removing the framework failed:\n${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
