import escapeHtml from 'escape-html';
import GithubSlugger from 'github-slugger';
import { Marked, type Tokens } from 'marked';
import { ARTICLE_IMAGE } from '@/lib/limits';

export { escapeHtml };

export interface Figure {
  src: string;
  alt: string;
  caption: string;
  width: number;
  height: number;
  /** Responsive candidates, e.g. `/a-480.webp 480w, /a.webp 960w`. */
  srcSet?: string;
  /** The same picture re-flowed for a phone, shown on screens up to ARTICLE_IMAGE.narrowMedia. */
  narrow: { src: string; width: number; height: number };
}

export interface MarkdownOptions {
  /** Maps an href as written by the editor to the href the page should carry. */
  rewriteHref?: (href: string) => string;
  /** Pictures placed by `[[figure:k]]` paragraphs (1-based). */
  figures?: readonly Figure[];
}

const FIGURE_MARKER = /^\[\[figure:(\d+)\]\]$/;
/** `## Heading {#some-id}` fixes a heading's id, so a translated heading keeps the anchor links use. */
const HEADING_ID = /\s*\{#([a-z0-9-]+)\}\s*$/;

// Accents folded to their base letter ("qué" -> "que") before GitHub's rule, which keeps them,
// so Spanish headings get readable ASCII ids.
const foldAccents = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

/** Figure markers used in a Markdown body, in order (for validation). */
export function figureMarkers(markdown: string): number[] {
  return markdown
    .split('\n')
    .map((line) => FIGURE_MARKER.exec(line.trim()))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => Number(m[1]));
}

// Every figure loads lazily: on a phone even the first one sits below the first screen, and an
// eager request there competes with the text that paints first (Lighthouse counted it into LCP).
function figureHtml(figure: Figure): string {
  const srcSet = figure.srcSet ? ` srcset="${escapeHtml(figure.srcSet)}" sizes="(max-width: 760px) calc(100vw - 2rem), 720px"` : '';
  const img =
    `<img src="${escapeHtml(figure.src)}"${srcSet} alt="${escapeHtml(figure.alt)}" width="${figure.width}" height="${figure.height}" ` +
    `loading="lazy" decoding="async">`;
  const { narrow } = figure;
  // On a phone the wide picture's text would be a few pixels high: the narrow one re-flows the same words.
  const source = `<source media="${ARTICLE_IMAGE.narrowMedia}" srcset="${escapeHtml(narrow.src)}" width="${narrow.width}" height="${narrow.height}">`;
  return `<figure><picture>${source}${img}</picture><figcaption>${escapeHtml(figure.caption)}</figcaption></figure>\n`;
}

/** Renders trusted editor Markdown to HTML at build time; raw HTML in the source is shown as text. */
export function renderMarkdown(markdown: string, options: MarkdownOptions = {}): string {
  const rewrite = options.rewriteHref ?? ((href: string) => href);
  const figures = options.figures ?? [];
  // One per document: a repeated heading gets "-1", "-2"..., as on GitHub, so ids stay unique.
  const slugger = new GithubSlugger();
  const fixedId = (id: string) => {
    if (slugger.slug(id) !== id) throw new Error(`the heading id "${id}" is used twice`);
    return id;
  };
  const marked = new Marked({
    gfm: true,
    renderer: {
      html({ text }: Tokens.HTML | Tokens.Tag) {
        return escapeHtml(text);
      },
      heading({ tokens, depth }: Tokens.Heading) {
        const parsed = this.parser.parseInline(tokens);
        const fixed = HEADING_ID.exec(parsed);
        const inner = fixed ? parsed.replace(HEADING_ID, '') : parsed;
        const id = fixed?.[1] ? fixedId(fixed[1]) : slugger.slug(foldAccents(this.parser.parseInline(tokens, this.parser.textRenderer)));
        return `<h${depth} id="${id}">${inner}</h${depth}>\n`;
      },
      paragraph({ tokens, text }: Tokens.Paragraph) {
        const marker = FIGURE_MARKER.exec(text.trim());
        if (marker) {
          const figure = figures[Number(marker[1]) - 1];
          if (!figure) throw new Error(`[[figure:${marker[1]}]] has no matching image`);
          return figureHtml(figure);
        }
        return `<p>${this.parser.parseInline(tokens)}</p>\n`;
      },
      link({ href, title, tokens }: Tokens.Link) {
        const target = rewrite(href);
        const external = /^https?:\/\//.test(target);
        const rel = external ? ' rel="noopener noreferrer"' : '';
        const titleAttr = title ? ` title="${escapeHtml(title)}"` : '';
        return `<a href="${escapeHtml(target)}"${titleAttr}${rel}>${this.parser.parseInline(tokens)}</a>`;
      },
      image({ text }: Tokens.Image) {
        // Pictures go through [[figure:k]] so they always carry size, caption and alt text.
        return escapeHtml(text);
      },
    },
  });
  return marked.parse(markdown, { async: false });
}
