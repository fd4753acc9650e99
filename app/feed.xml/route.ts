import { blogCopy } from '@/content/blog-copy';
import { getArticles } from '@/lib/articles';
import { readSiteConfig } from '@/lib/config';
import { buildRss } from '@/lib/rss';

export const dynamic = 'force-static';

export function GET() {
  const xml = buildRss({ title: blogCopy.feedTitle, description: blogCopy.listLead, siteUrl: readSiteConfig().siteUrl, articles: getArticles() });
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}
