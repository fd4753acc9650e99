// Computes the Content-Security-Policy of every page in out/ from the scripts it really carries,
// puts the <meta> copy into the page, and refuses a page that would run anything its policy does
// not allow.
import fs from 'node:fs';
import path from 'node:path';
import { pageDirectives, serialisePolicy } from '../lib/security-headers';
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

// sonner's bundle inserts its stylesheet as a <style> element when it loads: a function that
// creates the element and appends the CSS it is given, called once with the CSS as a string
// literal. Turbopack's minifier writes it as an IIFE, esbuild's as a named function and a call.
const STRING_LITERAL = '("(?:[^"\\\\]|\\\\.)*")';
const INSERTED_STYLE_IIFE = new RegExp(`createElement\\("style"\\)[^}]{0,300}createTextNode\\(\\w+\\)\\)\\}\\(${STRING_LITERAL}\\)`, 'g');
const STYLE_INSERTER = /function ([\w$]+)\([\w$]+\)\{[^}]{0,300}createElement\("style"\)[^}]{0,300}createTextNode\([\w$]+\)\)\}/g;

/** The CSS literals a bundle's text passes to a style-inserting function, either way it is written. */
function insertedStyleLiterals(text: string): string[] {
  const literals = [...text.matchAll(INSERTED_STYLE_IIFE)].map((m) => m[1]!);
  for (const [, name] of text.matchAll(STYLE_INSERTER)) {
    const call = new RegExp(`(?<![\\w$.])${name!.replace(/\$/g, '\\$')}\\(${STRING_LITERAL}\\)`, 'g');
    literals.push(...[...text.matchAll(call)].map((m) => m[1]!));
  }
  return literals;
}

/**
 * Hashes of the style elements the site's scripts insert at run time (sonner's toast styles),
 * read from the bundle so an upgrade that changes the CSS changes the hash. The element is
 * inserted empty and filled afterwards, and the browser checks it both times, so the empty
 * text's hash is allowed too: an empty style element styles nothing.
 */
function runtimeStyleHashes(outDir: string): string[] {
  const staticDir = path.join(outDir, '_next', 'static');
  if (!fs.existsSync(staticDir)) return [];
  const hashes = new Set<string>();
  const scripts = fs.readdirSync(staticDir, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.js'));
  for (const name of scripts) {
    for (const literal of insertedStyleLiterals(fs.readFileSync(path.join(staticDir, name), 'utf8'))) {
      let css: string;
      try {
        // The minifier writes the CSS as a double-quoted literal whose escapes JSON shares.
        css = JSON.parse(literal) as string;
      } catch {
        throw new Error(`${name}: the stylesheet the bundle inserts is a string literal this step cannot read`);
      }
      hashes.add(sha256Source(css));
      hashes.add(sha256Source(''));
    }
  }
  return [...hashes].sort();
}

const FRAMEWORK_SCRIPT = /<script[^>]+src="\/_next\/static\//;

/**
 * Every page's policy, its HTML with the <meta> policy in place, and the one policy that allows
 * what any page runs (for hosts that cannot send each page its own).
 */
export function buildSitePolicies(outDir: string, emailjsOrigin: string): { pages: PagePolicy[]; html: Map<string, string>; sitePolicy: string } {
  const runtimeStyles = runtimeStyleHashes(outDir);
  const pages: PagePolicy[] = [];
  const html = new Map<string, string>();
  const allScripts = new Set<string>();
  const allStyles = new Set<string>();
  for (const file of htmlPages(outDir)) {
    const source = fs.readFileSync(path.join(outDir, file), 'utf8');
    const inline = readPage(source);
    const scriptHashes = inline.scripts.map(sha256Source);
    const styleHashes = [...inline.styles.map(sha256Source), ...(FRAMEWORK_SCRIPT.test(source) ? runtimeStyles : [])];
    scriptHashes.forEach((h) => allScripts.add(h));
    styleHashes.forEach((h) => allStyles.add(h));
    const directives = pageDirectives({ emailjsOrigin, scriptHashes, styleHashes });
    const policy: PagePolicy = {
      file,
      requestPath: requestPathOf(file),
      header: serialisePolicy(directives),
      meta: serialisePolicy(directives, { meta: true }),
    };
    pages.push(policy);
    html.set(file, withMetaPolicy(source, policy.meta));
  }
  const sitePolicy = serialisePolicy(pageDirectives({ emailjsOrigin, scriptHashes: [...allScripts], styleHashes: [...allStyles] }));
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
