// Validates every HTML file in out/ with the Nu Html Checker (the W3C validator, shipped as a
// jar in the vnu-jar package) in one Java run. Any error fails; warnings are listed here and
// counted on this step's line in npm test. Writes one test per file to reports/ for the closing count.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { htmlResults, type VnuMessage } from './lib/html-validation';
import { htmlPages } from './lib/out-files';
import { CHECKER_REPORTS } from './lib/test-counts';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'out');
const reportFile = path.join(root, 'reports', CHECKER_REPORTS['HTML validation']);
const jar = path.join(root, 'node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar');

if (!fs.existsSync(out)) {
  console.error('out/ is missing: run npm run build first.');
  process.exit(1);
}
const files = htmlPages(out).map((file) => path.join(out, file));
// Called directly rather than through the package's wrapper, which would try to download a Java
// runtime when none is installed; the machines here cannot download, so say what to install.
const run = spawnSync('java', ['-jar', jar, '--format', 'json', '--stdout', '--exit-zero-always', ...files], {
  encoding: 'utf8',
  maxBuffer: 256 * 1024 * 1024,
});
if (run.error || run.status !== 0) {
  console.error(
    run.error && 'code' in run.error && run.error.code === 'ENOENT'
      ? "No Java found: install Debian's default-jre-headless (apt-get install default-jre-headless)."
      : `The Nu Html Checker did not run: ${run.error?.message ?? run.stderr}`,
  );
  process.exit(1);
}
const { version, messages } = JSON.parse(run.stdout) as { version: string; messages: VnuMessage[] };
const tests = htmlResults(files, messages, root);

fs.mkdirSync(path.dirname(reportFile), { recursive: true });
fs.writeFileSync(reportFile, JSON.stringify({ tool: `Nu Html Checker ${version}`, tests }, null, 2));

for (const t of tests) {
  for (const failure of t.failures) console.log(`✘ ${t.name}: ${failure}`);
  for (const warning of t.warnings) console.log(`⚠ ${t.name}: ${warning}`);
}
const failed = tests.filter((t) => t.failures.length).length;
const warnings = tests.reduce((n, t) => n + t.warnings.length, 0);
console.log(`Nu Html Checker ${version}: ${files.length} HTML files, ${tests.length - failed} valid, ${failed} with errors, ${warnings} warnings.`);
process.exit(failed ? 1 : 0);
