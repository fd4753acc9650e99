// Draws the blog illustrations: `npm run images`. For article N and each image k in
// scripts/illustrations/NN.json it writes public/images/blogs/N/k.webp (960x540), k-480.webp (480x270,
// for srcset), k-narrow.webp (720 px wide, as tall as it needs, for phones) and thumb.webp (330x248);
// scripts/illustrations/es/NN.json, when present, gives the same files for the Spanish edition under
// public/images/es/blogs/N/. It records what it drew (sizes, smallest text, thumbnail labels) in
// drawn.json beside the sources, for the end-to-end tests. Outputs are committed.
//
// Options, for trying fixtures: --src DIR (default scripts/illustrations), --out DIR (default public/images).
import fs from 'node:fs';
import path from 'node:path';
import { generateIllustrations } from './images/generate';

function parseArgs(argv: string[]): { src: string; out: string } {
  const root = path.resolve(import.meta.dirname, '..');
  const opts = { src: path.join(root, 'scripts', 'illustrations'), out: path.join(root, 'public', 'images') };
  for (let i = 0; i < argv.length; i++) {
    const value = argv[i + 1];
    if ((argv[i] === '--src' || argv[i] === '--out') && value) {
      opts[argv[i] === '--src' ? 'src' : 'out'] = path.resolve(value);
      i++;
    } else throw new Error(`unknown argument "${argv[i]}" (use --src DIR, --out DIR)`);
  }
  return opts;
}

// No top-level await: without "type": "module" in package.json, tsx runs this file as CommonJS.
async function main() {
  const { src, out } = parseArgs(process.argv.slice(2));
  const { written, warnings, drawn } = await generateIllustrations(src, out);
  fs.writeFileSync(path.join(src, 'drawn.json'), `${JSON.stringify(drawn, null, 2)}\n`);
  for (const warning of warnings) console.warn(`warning: ${warning}`);
  for (const w of written)
    console.log(`${w.language} blog ${w.n}: ${w.images} image(s) x3 sizes + thumbnail -> ${w.outDir} (${(w.bytes / 1024).toFixed(1)} KB)`);
  const total = written.reduce((sum, w) => sum + w.bytes, 0);
  console.log(`${written.length} article edition(s), ${(total / 1024).toFixed(1)} KB in total`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
