// Puts each page's styles into its HTML, cut to the rules the page can use, in place of the
// render-blocking stylesheet link, so the first response is enough to paint. The cut is made by
// PurgeCSS from every word the page and the code it may run contain, so classes and attributes
// that only a script or the forms add keep their rules, and pseudo-classes (:focus-visible,
// :popover-open) and @media blocks (print, dark, forced colours) stay with the rules they hold.
import { gzipSync } from 'node:zlib';
import postcss, { type AtRule, type Declaration } from 'postcss';
import { PurgeCSS } from 'purgecss';
import { LOCALES } from '../../lib/i18n';
import { ROUTES } from '../../lib/routes';

const STYLESHEET_LINK = /<link\b[^>]*\brel="stylesheet"[^>]*>/gi;

/** The href of every stylesheet link in `html`, in document order. */
export function stylesheetHrefs(html: string): string[] {
  return [...html.matchAll(STYLESHEET_LINK)].map(([tag]) => /\bhref="([^"]+)"/.exec(tag)?.[1] ?? '').filter(Boolean);
}

/** `html` with `element` where its first stylesheet link was, and its other stylesheet links gone. */
function inPlaceOfStylesheetLinks(html: string, element: string): string {
  let placed = false;
  const result = html.replace(STYLESHEET_LINK, () => {
    if (placed) return '';
    placed = true;
    return element;
  });
  if (!placed) throw new Error('no stylesheet link to replace');
  return result;
}

/** `html` with its stylesheet links gone and `css` in one <style> where the first of them was. */
export function withInlineStyle(html: string, css: string): string {
  if (/<\/style/i.test(css)) throw new Error('the stylesheet contains "</style", which would end the inline style early');
  return inPlaceOfStylesheetLinks(html, `<style>${css}</style>`);
}

/** `html` with its stylesheet links replaced by one link to `href`, where the first of them was. */
export const withStylesheetLink = (html: string, href: string): string => inPlaceOfStylesheetLinks(html, `<link rel="stylesheet" href="${href}"/>`);

/**
 * TCP's first flight is ten segments (RFC 6928), about 14.6 KB, and each round trip after it doubles:
 * how many round trips a response of `bytes` (compressed, headers included) takes to arrive.
 */
export function roundTrips(bytes: number): number {
  let trips = 1;
  for (let window = 14_600, sent = window; sent < bytes; trips += 1) {
    window *= 2;
    sent += window;
  }
  return trips;
}

/**
 * Allowances, not measures: the response headers, and the policy <meta> that the security step
 * adds to the page after this one (a hash per inline script and style, which barely compress).
 */
const HEADER_BYTES = 500;
const POLICY_META_BYTES = 400;
const sizeOnTheWire = (html: string) => gzipSync(html).length + HEADER_BYTES + POLICY_META_BYTES;

/**
 * Inlining saves the stylesheet's request only while the page still arrives in as many round trips
 * as before; a page that the styles push into one more round trip paints later, so it keeps its link.
 */
export function inliningPays(html: string, inlined: string): boolean {
  return roundTrips(sizeOnTheWire(inlined)) <= roundTrips(sizeOnTheWire(html));
}

const otherLocales = LOCALES.filter((l) => l !== 'en').join('|');
const stateGuide = new RegExp(`^${ROUTES.stateGuides.slice(1)}[^/]+$`);

/**
 * Pages of one kind (every article, every state guide, in either language) share one cut of the
 * stylesheet: each distinct <style> adds a hash to the site-wide policy header, which hosts read
 * only up to 2,000 characters a line (scripts/csp/headers-file.ts), however many pages there are.
 */
export function styleGroup(file: string): string {
  if (!file.endsWith('index.html')) return file;
  const route = file
    .replace(/(^|\/)index\.html$/, '')
    .replace(new RegExp(`^(${otherLocales})(/|$)`), '')
    .replace(/\d+/g, '#');
  return stateGuide.test(route) ? `${ROUTES.stateGuides.slice(1)}*` : route;
}

// Words as Tailwind writes class names ("md:flex", "w-1/2", "[&>a]:underline"), split at quotes,
// angle brackets and white space, plus the plain words inside them (attribute names and values).
function extractWords(content: string): string[] {
  const words = content.match(/[^<>"'`\s]+/g) ?? [];
  const plain = content.match(/[A-Za-z0-9_-]+/g) ?? [];
  return [...words, ...words.map((w) => w.replace(/[.,;:)}\]]+$/, '')), ...plain];
}

/**
 * Attributes the site's scripts and the forms set or change after the page loads; their rules
 * stay even on a page whose markup does not carry them yet.
 */
const DYNAMIC_ATTRIBUTES = [
  'aria-invalid',
  'aria-expanded',
  'aria-selected',
  'aria-current',
  'aria-busy',
  'aria-disabled',
  'hidden',
  'disabled',
  'open',
  'popover',
];

const VAR_REFERENCE = /var\(\s*(--[\w-]+)/g;
const referencesIn = (value: string) => [...value.matchAll(VAR_REFERENCE)].map(([, name]) => name!);

/**
 * `css` without the custom properties nothing reads: their declarations and their `@property`
 * rules. A property is read when a rule's ordinary declaration uses it, when a property that is
 * read uses it, or when `contents` names it (a style attribute, a script that sets it). Tailwind
 * declares every variable its utilities might use, and on most pages most of them are unused.
 */
export function withoutUnusedCustomProperties(css: string, contents: readonly string[]): string {
  const root = postcss.parse(css);
  const custom = new Map<string, Declaration[]>();
  const registered = new Map<string, AtRule[]>();
  const read = new Set<string>();
  root.walkDecls((decl) => {
    if (decl.prop.startsWith('--')) custom.set(decl.prop, [...(custom.get(decl.prop) ?? []), decl]);
    else referencesIn(decl.value).forEach((name) => read.add(name));
  });
  root.walkAtRules('property', (rule) => {
    registered.set(rule.params.trim(), [...(registered.get(rule.params.trim()) ?? []), rule]);
  });
  const text = contents.join('\n');
  for (const name of new Set([...custom.keys(), ...registered.keys()])) if (text.includes(name)) read.add(name);
  // A property read through another one is read too.
  for (const pending = [...read]; pending.length > 0;) {
    for (const decl of custom.get(pending.pop()!) ?? []) {
      for (const name of referencesIn(decl.value).filter((n) => !read.has(n))) {
        read.add(name);
        pending.push(name);
      }
    }
  }
  for (const [name, decls] of custom) if (!read.has(name)) decls.forEach((decl) => decl.remove());
  for (const [name, rules] of registered) if (!read.has(name)) rules.forEach((rule) => rule.remove());
  // Rules and blocks left empty go too, from the inside out.
  const removeEmpty = () => {
    let removed = false;
    root.walk((node) => {
      if ((node.type === 'rule' || node.type === 'atrule') && node.nodes !== undefined && node.nodes.length === 0) {
        node.remove();
        removed = true;
      }
    });
    return removed;
  };
  while (removeEmpty());
  return root.toString();
}

/** The rules of `css` that anything in `contents` (page HTML, the scripts it may load) can use. */
export async function usedCss(css: string, contents: readonly string[]): Promise<string> {
  const [result] = await new PurgeCSS().purge({
    content: contents.map((raw) => ({ raw, extension: 'html' })),
    css: [{ raw: css }],
    defaultExtractor: extractWords,
    dynamicAttributes: DYNAMIC_ATTRIBUTES,
    // PurgeCSS drops a selector that is only pseudo-classes (the site-wide ":focus-visible" ring).
    safelist: { standard: [/^(:[\w-]+(\([^)]*\))?)+$/] },
    // Keyframes and font faces stay: they cost little and their users are hard to see. Custom
    // properties are cut afterwards, by what reads them (withoutUnusedCustomProperties).
    keyframes: false,
    fontFace: false,
    variables: false,
  });
  return withoutUnusedCustomProperties(result?.css ?? '', contents);
}
