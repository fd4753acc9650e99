// The validation is the Nu Html Checker's (vnu-jar); only the reading of its JSON is ours.
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
  /** Where in `extract` the flagged markup starts, and its length. */
  hiliteStart?: number;
  hiliteLength?: number;
}

type HtmlTest = CheckerTest & { warnings: string[] };

/**
 * The checker reads each page as a file, which has no origin, so a file at an address on the site
 * itself (a stylesheet, an image or a script under `/`) never matches the policy's 'self' and is
 * reported blocked; a browser loading the same page from the site allows it (the end-to-end
 * suites count every securitypolicyviolation and find none). A file from another origin is still
 * reported.
 */
const SAME_SITE_FILE_ON_FILE = /^Resource violates Content Security Policy \(meta tag\): [a-z ]+ “\/(?!\/)[^”]*” blocked by “[a-z-]+” directive\.$/;
/**
 * A JSON-LD block is data, not a script: browsers never run it, so script-src does not apply, yet
 * the checker asks for its hash like a script's. Any other inline script it flags is still kept.
 */
const INLINE_SCRIPT = /^Inline script violates Content Security Policy \(meta tag\)/;
const JSON_LD = /^<script\b[^>]*\btype="application\/ld\+json"/;

/**
 * The checker refuses the hash of some of the pages' <style> elements that browsers accept. The
 * build checks each one against the page's policy (scripts/csp/site-policies.ts) and the browser
 * suites count every securitypolicyviolation.
 */
const INLINE_STYLE = /^Inline style violates Content Security Policy \(meta tag\)/;

/**
 * The checker's CSS grammar predates two things of the pages' inline styles: @property rules
 * (Tailwind's typed custom properties) and margin-trim, named only in an @supports condition that
 * asks whether a browser knows it.
 */
const OUTDATED_CSS_GRAMMAR = [/^CSS: Unrecognized at-rule “@property”/, /^CSS: “margin-trim”: Property “margin-trim” doesn't exist\./];

/** Is this one of the checker's false alarms above? */
function fileOnlyWarning(m: VnuMessage): boolean {
  if (SAME_SITE_FILE_ON_FILE.test(m.message) || INLINE_STYLE.test(m.message)) return true;
  const flagged = m.extract?.slice(m.hiliteStart ?? 0, (m.hiliteStart ?? 0) + (m.hiliteLength ?? 0)) ?? '';
  return INLINE_SCRIPT.test(m.message) && JSON_LD.test(flagged);
}

const where = (m: VnuMessage) => (m.lastLine ? `line ${m.lastLine}, column ${m.firstColumn ?? m.lastColumn}: ` : '');

/**
 * `files` are absolute paths; `messages` is vnu's `messages` array. Errors fail a file;
 * warnings are kept to be listed and counted, except the false alarms above; bare info
 * notes (such as the trailing slash React writes on void elements) are neither.
 */
export function htmlResults(files: string[], messages: VnuMessage[], root: string): HtmlTest[] {
  const byFile = new Map<string, HtmlTest>(files.map((file) => [file, { name: path.relative(root, file), failures: [], warnings: [] }]));
  const unplaced: string[] = [];
  for (const m of messages) {
    const file = m.url?.startsWith('file:') ? fileURLToPath(m.url) : undefined;
    const result = file ? byFile.get(file) : undefined;
    const text = `${where(m)}${m.message}${m.extract ? ` (at “${m.extract.trim()}”)` : ''}`;
    if (OUTDATED_CSS_GRAMMAR.some((alarm) => alarm.test(m.message))) continue;
    if (m.type === 'error' || m.type === 'non-document-error') {
      if (result) result.failures.push(text);
      else unplaced.push(`${m.url ?? 'vnu'}: ${text}`);
    } else if (m.type === 'info' && m.subType === 'warning' && !fileOnlyWarning(m)) {
      if (result) result.warnings.push(text);
    }
  }
  const tests = [...byFile.values()];
  // A message about no file we asked for (the checker failing to read input, say) must not vanish.
  if (unplaced.length) tests.push({ name: 'Nu Html Checker run', failures: unplaced, warnings: [] });
  return tests;
}
