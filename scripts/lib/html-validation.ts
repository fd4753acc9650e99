// Turns the Nu Html Checker's JSON output into one result per HTML file, in the report shape
// that test-counts.ts adds up.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CheckerTest } from './test-counts';

/** One entry of vnu's `messages` array, as far as it is read here. */
export interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  message: string;
  extract?: string;
}

type HtmlTest = CheckerTest & { warnings: string[] };

/**
 * The one warning left out. The checker reads each page as a file, which has no origin, so a
 * stylesheet at an address on the site itself (`/_next/static/…`) never matches the policy's
 * 'self' and is reported blocked; a browser loading the same page from the site allows it (the
 * end-to-end suites count every securitypolicyviolation and find none). A stylesheet from another
 * origin, or any other policy warning (an inline script without its hash, an image, a script), is
 * still kept.
 */
const SAME_SITE_STYLESHEET_ON_FILE =
  /^Resource violates Content Security Policy \(meta tag\): external stylesheet “\/(?!\/)[^”]*” blocked by “style-src” directive\.$/;

const where = (m: VnuMessage) => (m.lastLine ? `line ${m.lastLine}, column ${m.firstColumn ?? m.lastColumn}: ` : '');

/**
 * `files` are absolute paths; `messages` is vnu's `messages` array. Errors fail a file;
 * warnings are kept to be listed and counted, except the same-site stylesheet above; bare info
 * notes (such as the trailing slash React writes on void elements) are neither.
 */
export function htmlResults(files: string[], messages: VnuMessage[], root: string): HtmlTest[] {
  const byFile = new Map<string, HtmlTest>(files.map((file) => [file, { name: path.relative(root, file), failures: [], warnings: [] }]));
  const unplaced: string[] = [];
  for (const m of messages) {
    const file = m.url?.startsWith('file:') ? fileURLToPath(m.url) : undefined;
    const result = file ? byFile.get(file) : undefined;
    const text = `${where(m)}${m.message}${m.extract ? ` (at “${m.extract.trim()}”)` : ''}`;
    if (m.type === 'error' || m.type === 'non-document-error') {
      if (result) result.failures.push(text);
      else unplaced.push(`${m.url ?? 'vnu'}: ${text}`);
    } else if (m.type === 'info' && m.subType === 'warning' && !SAME_SITE_STYLESHEET_ON_FILE.test(m.message)) {
      if (result) result.warnings.push(text);
    }
  }
  const tests = [...byFile.values()];
  // A message about no file we asked for (the checker failing to read input, say) must not vanish.
  if (unplaced.length) tests.push({ name: 'Nu Html Checker run', failures: unplaced, warnings: [] });
  return tests;
}
