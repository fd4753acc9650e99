import type { MetadataRoute } from 'next';
import { getArticles } from '@/lib/articles';
import { readSiteConfig } from '@/lib/config';
import { canonicalRoutes } from '@/lib/site-routes';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  const { siteUrl } = readSiteConfig();
  return canonicalRoutes(getArticles()).map((route) => ({ url: `${siteUrl}${route}` }));
}
