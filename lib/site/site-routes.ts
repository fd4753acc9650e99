import type { Article } from '@/lib/content/articles';
import { LOCALES, localePath } from '@/lib/i18n';
import { blogPagePath, pageCount } from '@/lib/content/pagination';
import { CANONICAL_STATIC_ROUTES, ROUTES } from '@/lib/routes';
import { stateGuidePath, type StateGuide } from '@/lib/legal-facts/state-guides';
import { languageAlternates } from '@/lib/site/seo';

/** The English routes; every one has its Spanish twin under /es/ (the build fails otherwise). */
export function canonicalRoutes(articles: readonly Article[], stateGuides: readonly StateGuide[] = []): string[] {
  const lists = Array.from({ length: pageCount(articles.length) }, (_, i) => blogPagePath(i + 1));
  const guides = stateGuides.length > 0 ? [ROUTES.stateGuides, ...stateGuides.map((g) => stateGuidePath(g, 'en'))] : [];
  return [...CANONICAL_STATIC_ROUTES, ...lists, ...articles.map((a) => a.href), ...guides];
}

/** Both languages' pages, each with its hreflang alternates (en, es, x-default). */
export function sitemapEntries(siteUrl: string, englishArticles: readonly Article[], stateGuides: readonly StateGuide[] = []) {
  return canonicalRoutes(englishArticles, stateGuides).flatMap((route) => {
    const languages = Object.fromEntries(Object.entries(languageAlternates(route)).map(([lang, path]) => [lang, `${siteUrl}${path}`]));
    return LOCALES.map((locale) => ({ url: `${siteUrl}${localePath(locale, route)}`, alternates: { languages } }));
  });
}
