import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { copyFor } from '@/lib/content/copy';
import { localePath, type Locale } from '@/lib/i18n';
import { renderMarkdown } from '@/lib/content/markdown';
import { resolveContentHref } from '@/lib/content/article-links';
import { ContentError, formatZodIssues } from '@/lib/content/content-errors';
import { LEAD_JOURNEY_ANCHOR, ROUTES } from '@/lib/routes';
import { legalPageFrontmatterSchema, type LegalPageFrontmatter } from '@/lib/schemas/content';

const PAGES_DIR = path.join(process.cwd(), 'content', 'pages');
/** Each language's legal pages: English in content/pages, Spanish in content/es/pages. */
const pagesDir = (locale: Locale) => (locale === 'es' ? path.join(process.cwd(), 'content', 'es', 'pages') : PAGES_DIR);

export type LegalPageSlug = 'terms' | 'privacy' | 'safety';

/** A Markdown page's checked frontmatter and its body as HTML. */
export type LegalPage = LegalPageFrontmatter & { html: string };

/** Values a page may quote: `{responsibleAttorney}` is the NEXT_PUBLIC_RESPONSIBLE_ATTORNEY line. */
export interface LegalPageValues {
  responsibleAttorney: string;
}

const LEAD_JOURNEY_MARKER = /^\[\[lead-journey\]\]$/gm;
const ATTORNEY_PLACEHOLDER = '{responsibleAttorney}';

/** The account of content/lead-journey.ts as a Markdown section, so legal pages quote it word for word. */
function leadJourneyMarkdown(locale: Locale): string {
  const { leadJourney } = copyFor(locale);
  const limits = Object.values(leadJourney.limits).map((limit) => `- ${limit}`);
  return [
    `## ${leadJourney.title} {#${LEAD_JOURNEY_ANCHOR}}`,
    leadJourney.recipient,
    `${leadJourney.transport} ${leadJourney.noCopy}`,
    leadJourney.reply,
    `### ${leadJourney.limitsTitle}`,
    limits.join('\n'),
  ].join('\n\n');
}

/** The attorney line comes from a deployer's setting; it must read as plain text, never as Markdown. */
function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_{}[\]<>()#+!|~]/g, '\\$&');
}

/** `{promise:fees}`: a promise entry of content/<locale>/promises.ts, quoted word for word. */
const PROMISE_PLACEHOLDER = /\{promise:([A-Za-z]+)\}/g;

/**
 * Fills `[[lead-journey]]`, `{responsibleAttorney}` and `{promise:<entry>}`; anything else that
 * looks like a placeholder, or a promise entry that does not exist, fails the build.
 */
export function expandLegalMarkdown(file: string, markdown: string, values: LegalPageValues, locale: Locale = 'en'): string {
  const promises: Readonly<Record<string, string>> = copyFor(locale).promises;
  const expanded = markdown
    .replace(LEAD_JOURNEY_MARKER, () => leadJourneyMarkdown(locale))
    .replaceAll(ATTORNEY_PLACEHOLDER, () => escapeMarkdown(values.responsibleAttorney))
    .replace(PROMISE_PLACEHOLDER, (marker: string, entry: string) => (Object.hasOwn(promises, entry) ? escapeMarkdown(promises[entry] ?? '') : marker));
  const unknown = /\[\[[^\]\n]*\]\]|\{[A-Za-z:]+\}/.exec(expanded);
  if (unknown)
    throw new ContentError([
      `${file}: unknown placeholder ${unknown[0]} (use [[lead-journey]] on a line of its own, {responsibleAttorney}, or {promise:<entry>} with an entry of promises.ts)`,
    ]);
  return expanded;
}

export function loadLegalPage(slug: LegalPageSlug, values: LegalPageValues, dir?: string, locale: Locale = 'en'): LegalPage {
  dir ??= pagesDir(locale);
  const file = path.join(dir, `${slug}.md`);
  const relative = path.relative(process.cwd(), file);
  const { data, content } = matter(fs.readFileSync(file, 'utf8'));
  const parsed = legalPageFrontmatterSchema.safeParse(data);
  if (!parsed.success) throw new ContentError(formatZodIssues(relative, parsed.error));
  // Links between pages are written as English paths; a Spanish page points to the Spanish twins.
  const rewriteHref = (href: string) => resolveContentHref(href, (n) => localePath(locale, `${ROUTES.blogs}${n}/`), locale);
  return { ...parsed.data, html: renderMarkdown(expandLegalMarkdown(relative, content, values, locale), { rewriteHref }) };
}
