import { getArticles, isPublished } from '@/lib/content/articles';
import { readSiteConfig } from '@/lib/config';
import { copyFor } from '@/lib/content/copy';
import type { Locale } from '@/lib/i18n';
import { buildRss } from '@/lib/site/rss';

/** The RSS feed of one language's blog, for the two feed.xml routes. */
export function feedResponse(locale: Locale): Response {
  const { blog } = copyFor(locale);
  const xml = buildRss({
    title: blog.feedTitle,
    description: blog.listLead,
    siteUrl: readSiteConfig().siteUrl,
    articles: getArticles(locale).filter(isPublished),
    locale,
  });
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}
