import type { Article } from '@/lib/articles';
import { blogPagePath, pageCount } from '@/lib/pagination';

/** Pages meant to be found: redirects, the confirmation page and the 404 page are left out. */
const STATIC_CANONICAL_ROUTES = ['/', '/about/', '/service/', '/privacy/', '/safety/', '/contact/', '/formInput/'] as const;

export function canonicalRoutes(articles: readonly Article[]): string[] {
  const lists = Array.from({ length: pageCount(articles.length) }, (_, i) => blogPagePath(i + 1));
  return [...STATIC_CANONICAL_ROUTES, ...lists, ...articles.map((a) => a.href)];
}
