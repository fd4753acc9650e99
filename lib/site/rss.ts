import type { Article } from '@/lib/content/articles';
import { LANGUAGE_TAG, localePath, type Locale } from '@/lib/i18n';
import { escapeHtml } from '@/lib/content/markdown';
import { blogPagePath } from '@/lib/content/pagination';

/** Where each language's feed is served: the feed.xml route folders (app/feed.xml, app/(es)/es/feed.xml). */
export const feedPath = (locale: Locale) => localePath(locale, '/feed.xml');

export function buildRss(input: { title: string; description: string; siteUrl: string; articles: readonly Article[]; locale?: Locale }): string {
  const locale = input.locale ?? 'en';
  const items = input.articles
    .map(
      (a) => `    <item>
      <title>${escapeHtml(a.title)}</title>
      <link>${input.siteUrl}${a.href}</link>
      <guid isPermaLink="true">${input.siteUrl}${a.href}</guid>
      <description>${escapeHtml(a.summary)}</description>
      <dcterms:modified>${a.reviewed}</dcterms:modified>
    </item>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dcterms="http://purl.org/dc/terms/">
  <channel>
    <title>${escapeHtml(input.title)}</title>
    <link>${input.siteUrl}${localePath(locale, blogPagePath(1))}</link>
    <description>${escapeHtml(input.description)}</description>
    <language>${LANGUAGE_TAG[locale].toLowerCase()}</language>
    <atom:link href="${input.siteUrl}${feedPath(locale)}" rel="self" type="application/rss+xml"/>
${items}
  </channel>
</rss>
`;
}
