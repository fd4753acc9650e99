// The parsing is parse5's; only the few queries the page checks need are ours.
// A page of out/ read as a tree (parse5, the parser browsers follow), with the few queries the
// page checks need. No browser: every page of the site is read this way in a second or two.
import { parse, type DefaultTreeAdapterMap } from 'parse5';

type ParentNode = DefaultTreeAdapterMap['parentNode'];
export type Element = DefaultTreeAdapterMap['element'];

const isElement = (node: DefaultTreeAdapterMap['node']): node is Element => 'tagName' in node;

/** Every element under `root` in document order; a <template>'s inert content is not part of the page. */
export function* elements(root: ParentNode): Generator<Element> {
  for (const child of root.childNodes) {
    if (!isElement(child)) continue;
    yield child;
    yield* elements(child);
  }
}

/** Every element under `root` in document order, a <template>'s inert content included: what a build step rewrites. */
export function* elementsWithTemplates(root: DefaultTreeAdapterMap['node']): Generator<Element> {
  for (const child of 'childNodes' in root ? root.childNodes : []) {
    if (isElement(child)) yield child;
    yield* elementsWithTemplates(child);
  }
  if ('content' in root) yield* elementsWithTemplates(root.content);
}

export const attr = (el: Element, name: string): string | undefined => el.attrs.find((a) => a.name === name)?.value;

export const byTag = (root: ParentNode, tag: string): Element[] => [...elements(root)].filter((el) => el.tagName === tag);

/** The text a visitor can read under `node`: scripts, styles and templates left out, spaces collapsed. */
export function visibleText(node: ParentNode): string {
  const parts: string[] = [];
  const walk = (parent: ParentNode) => {
    for (const child of parent.childNodes) {
      if (child.nodeName === '#text') parts.push((child as DefaultTreeAdapterMap['textNode']).value);
      else if (isElement(child) && !['script', 'style', 'template'].includes(child.tagName)) walk(child);
      if (isElement(child) && child.tagName !== 'template') parts.push(' ');
    }
  };
  walk(node);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/** The text of a single element, scripts included (a <title>, a JSON-LD block). */
export const ownText = (el: Element): string =>
  el.childNodes
    .filter((c) => c.nodeName === '#text')
    .map((c) => (c as DefaultTreeAdapterMap['textNode']).value)
    .join('');

export interface HtmlPage {
  /** The address a visitor requests ("/about/"), or the file for a page with none ("/404.html"). */
  route: string;
  html: string;
  doc: DefaultTreeAdapterMap['document'];
}

export const parsePage = (route: string, html: string): HtmlPage => ({ route, html, doc: parse(html) });

/** The <meta name=…> or <meta property=…> content of a page. */
export function meta(page: HtmlPage, key: string): string | undefined {
  const el = byTag(page.doc, 'meta').find((m) => attr(m, 'name') === key || attr(m, 'property') === key);
  return el && attr(el, 'content');
}

/** The href of the first <link> whose attributes include all of `match`. */
export function linkHref(page: HtmlPage, match: Record<string, string>): string | undefined {
  const el = byTag(page.doc, 'link').find((l) => Object.entries(match).every(([k, v]) => attr(l, k) === v));
  return el && attr(el, 'href');
}

/** Every JSON-LD block of a page, parsed; a block that does not parse is returned as an Error. */
export const jsonLd = (page: HtmlPage): unknown[] =>
  byTag(page.doc, 'script')
    .filter((s) => attr(s, 'type') === 'application/ld+json')
    .map((s) => {
      try {
        return JSON.parse(ownText(s)) as unknown;
      } catch (error) {
        return error instanceof Error ? error : new Error(String(error));
      }
    });
