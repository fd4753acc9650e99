// Computes the Content-Security-Policy of every page in out/ from the inline scripts and styles
// written into it (never from a scan of minified code), puts the <meta> copy into the page, and
// refuses a page that would run anything its policy does not allow, or that still carries the
// framework's inline code (scripts/lib/framework-markup.ts), which a hash would allow. No script of the site inserts
// a style element at run time; one that did would be refused by the browser, and the nginx suite's
// check for policy violations on every page would fail.
import fs from 'node:fs';
import path from 'node:path';
import { pageDirectives, serialisePolicy } from '../lib/security-headers';
import { carriesFrameworkCode } from '../lib/framework-markup';
import { htmlPages } from '../lib/out-files';
import { readPage, sha256Source, withMetaPolicy } from './page-scripts';

export interface PagePolicy {
  /** The file under out/, with forward slashes ("about/index.html"). */
  file: string;
  /** The address a visitor requests it at ("/about/"); undefined for 404.html, served for any missing address. */
  requestPath: string | undefined;
  /** The policy sent as a header. */
  header: string;
  /** The same policy without the directives a <meta> cannot carry. */
  meta: string;
}

function requestPathOf(file: string): string | undefined {
  if (file === '404.html') return undefined;
  if (file === 'index.html') return '/';
  if (file.endsWith('/index.html')) return `/${file.slice(0, -'index.html'.length)}`;
  return `/${file}`;
}

/**
 * Every page's policy, its HTML with the <meta> policy in place, and the one policy that allows
 * what any page runs (for hosts that cannot send each page its own).
 */
export function buildSitePolicies(
  outDir: string,
  emailjsOrigin: string,
  relayOrigin?: string,
): { pages: PagePolicy[]; html: Map<string, string>; sitePolicy: string } {
  const pages: PagePolicy[] = [];
  const html = new Map<string, string>();
  const allScripts = new Set<string>();
  const allStyles = new Set<string>();
  for (const file of htmlPages(outDir)) {
    const source = fs.readFileSync(path.join(outDir, file), 'utf8');
    const inline = readPage(source);
    const scriptHashes = inline.scripts.map(sha256Source);
    const styleHashes = inline.styles.map(sha256Source);
    scriptHashes.forEach((h) => allScripts.add(h));
    styleHashes.forEach((h) => allStyles.add(h));
    const directives = pageDirectives({ emailjsOrigin, relayOrigin, scriptHashes, styleHashes });
    const policy: PagePolicy = {
      file,
      requestPath: requestPathOf(file),
      header: serialisePolicy(directives),
      meta: serialisePolicy(directives, { meta: true }),
    };
    pages.push(policy);
    html.set(file, withMetaPolicy(source, policy.meta));
  }
  const sitePolicy = serialisePolicy(pageDirectives({ emailjsOrigin, relayOrigin, scriptHashes: [...allScripts], styleHashes: [...allStyles] }));
  return { pages, html, sitePolicy };
}

const sourcesOf = (policy: string, directive: string) =>
  new Set(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .find(([name]) => name === directive)
      ?.slice(1) ?? [],
  );

/** What on this page its policies would block; empty when everything it runs is allowed. */
export function coverageProblems(html: string, headerPolicy: string): string[] {
  const page = readPage(html);
  const problems: string[] = [];
  // A hash would allow the framework's payload and bootstrap as readily as our own scripts.
  if (carriesFrameworkCode(html)) problems.push("still carries Next.js's inline code, which the strip step removes: run it first");
  if (page.metaPolicy === undefined) problems.push('no <meta> Content-Security-Policy');
  else if (!page.metaFirst) problems.push('the <meta> Content-Security-Policy comes after a script or style, which it then does not cover');
  const policies = [headerPolicy, page.metaPolicy ?? ''];
  for (const [where, policy] of ['header', 'meta'].map((w, i) => [w, policies[i]!] as const)) {
    const scripts = sourcesOf(policy, 'script-src');
    const styles = sourcesOf(policy, 'style-src');
    if (scripts.has("'unsafe-inline'") || styles.has("'unsafe-inline'")) problems.push(`the ${where} policy allows 'unsafe-inline'`);
    for (const text of page.scripts) {
      if (!scripts.has(`'${sha256Source(text)}'`)) problems.push(`the ${where} policy does not allow the inline script "${text.slice(0, 60)}…"`);
    }
    for (const text of page.styles) {
      if (!styles.has(`'${sha256Source(text)}'`)) problems.push(`the ${where} policy does not allow the inline style "${text.slice(0, 60)}…"`);
    }
  }
  for (const markup of page.unhashable) problems.push(`${markup} cannot be allowed by a hash; move it into a script or stylesheet`);
  return problems;
}

/** Fails, naming every page and what on it is not covered. */
export function assertCovered(pages: readonly PagePolicy[], html: ReadonlyMap<string, string>): void {
  const problems = pages.flatMap((page) => coverageProblems(html.get(page.file) ?? '', page.header).map((p) => `${page.file}: ${p}`));
  if (problems.length) throw new Error(problems.join('\n'));
}
