import type { MetadataRoute } from 'next';
import { readSiteConfig } from '@/lib/config';
import { ROUTES } from '@/lib/routes';

export const dynamic = 'force-static';

export default function robots(): MetadataRoute.Robots {
  const { siteUrl } = readSiteConfig();
  return { rules: [{ userAgent: '*', allow: ROUTES.home }], sitemap: `${siteUrl}${ROUTES.sitemap}` };
}
