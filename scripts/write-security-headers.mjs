// After `next build`: writes out/_headers with connect-src set to the configured EmailJS origin
// (public/_headers holds the default origin). `--check` verifies public/_headers is current.
import fs from 'node:fs';
import path from 'node:path';
import { buildEmailjsOrigin, headersFile } from './lib/security-headers.mjs';
import { DEFAULT_EMAILJS_ORIGIN } from '../lib/public-urls.mjs';

const root = path.resolve(import.meta.dirname, '..');
if (process.argv.includes('--write-public')) {
  fs.writeFileSync(path.join(root, 'public', '_headers'), headersFile(DEFAULT_EMAILJS_ORIGIN));
} else if (process.argv.includes('--check')) {
  const current = fs.readFileSync(path.join(root, 'public', '_headers'), 'utf8');
  if (current !== headersFile(DEFAULT_EMAILJS_ORIGIN)) {
    console.error('public/_headers is out of date: run node scripts/write-security-headers.mjs --write-public');
    process.exit(1);
  }
} else {
  fs.writeFileSync(path.join(root, 'out', '_headers'), headersFile(buildEmailjsOrigin(root)));
}
