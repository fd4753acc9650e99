// What a page runs inline, read from its HTML the way a browser parses it, and the <meta> policy
// that goes before all of it.
import crypto from 'node:crypto';
import { parse, type DefaultTreeAdapterMap } from 'parse5';

type Element = DefaultTreeAdapterMap['element'];
type Template = DefaultTreeAdapterMap['template'];
type ParentNode = DefaultTreeAdapterMap['parentNode'];

/** The 'sha256-…' source CSP matches an inline script or style element against. */
export function sha256Source(text: string): string {
  return `sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}`;
}

// Types a browser runs as script (the HTML standard's JavaScript MIME type essence match, plus modules).
const SCRIPT_TYPES = /^(|module|(text|application)\/(x-)?(java|ecma)script|text\/(jscript|livescript|javascript1\.[0-5]))$/;

function* elements(node: ParentNode): Generator<Element> {
  for (const child of node.childNodes) {
    if ('tagName' in child) {
      yield child;
      yield* elements(child);
      if (child.tagName === 'template') yield* elements((child as Template).content);
    }
  }
}

const attribute = (el: Element, name: string) => el.attrs.find((a) => a.name === name)?.value;
const textOf = (el: Element) => el.childNodes.map((n) => ('value' in n && n.nodeName === '#text' ? n.value : '')).join('');

export interface PageInline {
  /** Texts of the inline scripts a browser executes (JSON-LD and other data blocks are not run). */
  scripts: string[];
  /** Texts of inline <style> elements. */
  styles: string[];
  /** Markup no hash can allow: event-handler and style attributes, javascript: URLs. */
  unhashable: string[];
  /** The content of the page's <meta http-equiv="Content-Security-Policy">, if it has one. */
  metaPolicy: string | undefined;
  /** Whether that meta comes before every script, style and stylesheet link (else it does not cover them). */
  metaFirst: boolean;
}

export function readPage(html: string): PageInline {
  const page: PageInline = { scripts: [], styles: [], unhashable: [], metaPolicy: undefined, metaFirst: false };
  let seenActive = false;
  for (const el of elements(parse(html))) {
    const isCspMeta = el.tagName === 'meta' && attribute(el, 'http-equiv')?.toLowerCase() === 'content-security-policy';
    if (isCspMeta && page.metaPolicy === undefined) {
      page.metaPolicy = attribute(el, 'content') ?? '';
      page.metaFirst = !seenActive;
    }
    if (el.tagName === 'script') {
      seenActive = true;
      const type = (attribute(el, 'type') ?? '').trim().toLowerCase();
      if (attribute(el, 'src') === undefined && SCRIPT_TYPES.test(type)) page.scripts.push(textOf(el));
    } else if (el.tagName === 'style') {
      seenActive = true;
      page.styles.push(textOf(el));
    } else if (el.tagName === 'link' && (attribute(el, 'rel') ?? '').toLowerCase().split(/\s+/).includes('stylesheet')) {
      seenActive = true;
    }
    for (const { name, value } of el.attrs) {
      if (/^on/i.test(name)) page.unhashable.push(`<${el.tagName} ${name}="…">`);
      else if (name === 'style') page.unhashable.push(`<${el.tagName} style="${value.slice(0, 40)}">`);
      else if ((name === 'href' || name === 'src' || name === 'action') && /^\s*javascript:/i.test(value))
        page.unhashable.push(`<${el.tagName} ${name}="javascript:…">`);
    }
  }
  return page;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The page with its <meta> policy placed first in <head>, right after the charset declaration
 * (which must stay within the first bytes), replacing a policy an earlier run put there.
 */
export function withMetaPolicy(html: string, policy: string): string {
  const tag = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}"/>`;
  const cleaned = html.replace(/<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/i, '');
  const charset = /<meta charSet="utf-8"\/>/i.exec(cleaned);
  if (charset) return cleaned.slice(0, charset.index + charset[0].length) + tag + cleaned.slice(charset.index + charset[0].length);
  const head = /<head[^>]*>/i.exec(cleaned);
  if (!head) throw new Error('no <head> to put the Content-Security-Policy in');
  return cleaned.slice(0, head.index + head[0].length) + tag + cleaned.slice(head.index + head[0].length);
}
