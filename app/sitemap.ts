import type { MetadataRoute } from 'next';
import { getArticles, isPublished } from '@/lib/content/articles';
import { readSiteConfig } from '@/lib/config';
import { sitemapEntries } from '@/lib/site/site-routes';
import { getStateGuides } from '@/lib/legal-facts/state-guides';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  return sitemapEntries(readSiteConfig().siteUrl, getArticles().filter(isPublished), getStateGuides());
}
