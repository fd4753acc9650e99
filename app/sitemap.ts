import type { MetadataRoute } from 'next';
import { getArticles, isPublished } from '@/lib/articles';
import { readSiteConfig } from '@/lib/config';
import { sitemapEntries } from '@/lib/site-routes';
import { getStateGuides } from '@/lib/state-guides';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  return sitemapEntries(readSiteConfig().siteUrl, getArticles().filter(isPublished), getStateGuides());
}
