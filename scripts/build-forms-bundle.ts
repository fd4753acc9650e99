// After `next build`, before the framework strip: bundles the lead forms' own script into
// out/_next/static/islands/ (scripts/lib/forms-bundle.ts says what and why).
import path from 'node:path';
import zlib from 'node:zlib';
import fs from 'node:fs';
import { buildFormsBundle } from './lib/forms-bundle';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'out');
async function main() {
  const manifest = await buildFormsBundle({ root, outDir, nextDir: path.join(root, '.next') });
  const gzipKb = (file: string) => (zlib.gzipSync(fs.readFileSync(path.join(outDir, file))).length / 1024).toFixed(1);
  console.log(
    `The forms' own script: ${manifest.script} (${gzipKb(manifest.script)} KB gzip), with ${manifest.preload.length} chunk(s) it imports and ${manifest.files.length - 1 - manifest.preload.length} it loads later.`,
  );
}

main().catch((error: unknown) => {
  console.error(`Building the forms' own script failed:\n${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
