// Draws the blog illustrations: `npm run images`. For article N and each image k in
// content/illustrations/NN.json it writes public/images/blogs/N/k.webp (960x540), k-480.webp (480x270,
// for srcset), k-narrow.webp (720 px wide, as tall as it needs, for phones) and thumb.webp (330x248);
// content/illustrations/es/NN.json, when present, gives the same files for the Spanish edition under
// public/images/es/blogs/N/. It records what it drew (sizes, smallest text, thumbnail labels) in
// drawn.json beside the sources, for the end-to-end tests. Outputs are committed.
//
// It draws only the article editions whose description, drawing code or fonts changed since drawn.json recorded
// them (a hash of each), keeping the rest byte for byte; --all redraws everything.
//
// Options, for trying fixtures: --src DIR (default content/illustrations), --out DIR (default public/images), --all.
import fs from 'node:fs';
import path from 'node:path';
import { type DrawnPictures, generateIllustrations } from './images/generate';

function parseArgs(argv: string[]): { src: string; out: string; all: boolean } {
  const root = path.resolve(import.meta.dirname, '..');
  const opts = { src: path.join(root, 'content', 'illustrations'), out: path.join(root, 'public', 'images'), all: false };
  for (let i = 0; i < argv.length; i++) {
    const value = argv[i + 1];
    if (argv[i] === '--all') opts.all = true;
    else if ((argv[i] === '--src' || argv[i] === '--out') && value) {
      opts[argv[i] === '--src' ? 'src' : 'out'] = path.resolve(value);
      i++;
    } else throw new Error(`unknown argument "${argv[i]}" (use --src DIR, --out DIR, --all)`);
  }
  return opts;
}

// No top-level await: without "type": "module" in package.json, tsx runs this file as CommonJS.
async function main() {
  const { src, out, all } = parseArgs(process.argv.slice(2));
  const manifest = path.join(src, 'drawn.json');
  const previous = !all && fs.existsSync(manifest) ? (JSON.parse(fs.readFileSync(manifest, 'utf8')) as DrawnPictures) : {};
  const { written, kept, warnings, drawn } = await generateIllustrations(src, out, previous);
  fs.writeFileSync(manifest, `${JSON.stringify(drawn, null, 2)}\n`);
  for (const warning of warnings) console.warn(`warning: ${warning}`);
  for (const w of written)
    console.log(`${w.language} blog ${w.n}: ${w.images} image(s) x3 sizes + thumbnail -> ${w.outDir} (${(w.bytes / 1024).toFixed(1)} KB)`);
  const total = written.reduce((sum, w) => sum + w.bytes, 0);
  console.log(`${written.length} article edition(s) drawn, ${(total / 1024).toFixed(1)} KB; ${kept} unchanged, kept as they were`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
