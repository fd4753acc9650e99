import { getArticles, type Article } from '@/lib/content/articles';
import { localePath } from '@/lib/i18n';
import { blogPagePath, blogPageSegment, pageCount, pageItems, parsePageSegment } from '@/lib/content/pagination';

export interface BlogListPage {
  page: number;
  total: number;
  articles: Article[];
  previous?: string;
  next?: string;
}

export function blogListPage(page: number, articles: readonly Article[] = getArticles()): BlogListPage | undefined {
  const total = pageCount(articles.length);
  if (page < 1 || page > total) return undefined;
  const locale = articles[0]?.locale ?? 'en';
  return {
    page,
    total,
    articles: pageItems(articles, page),
    previous: page > 1 ? localePath(locale, blogPagePath(page - 1)) : undefined,
    next: page < total ? localePath(locale, blogPagePath(page + 1)) : undefined,
  };
}

/** Every `/blogs/[segment]/` to export: list pages, plus `/blogs/9/`-style redirects. */
export function blogSegments(articles: readonly Article[] = getArticles()): string[] {
  const pages = Array.from({ length: pageCount(articles.length) }, (_, i) => blogPageSegment(i + 1));
  return [...pages, ...articles.map((a) => String(a.number))];
}

export type BlogSegment = { kind: 'list'; page: number } | { kind: 'legacy'; article: Article };

export function resolveBlogSegment(segment: string, articles: readonly Article[] = getArticles()): BlogSegment | undefined {
  const page = parsePageSegment(segment);
  if (page !== undefined) return { kind: 'list', page };
  const article = /^\d+$/.test(segment) ? articles.find((a) => a.number === Number(segment)) : undefined;
  return article ? { kind: 'legacy', article } : undefined;
}

export function findArticle(segment: string, articleSegment: string, articles: readonly Article[] = getArticles()): Article | undefined {
  const page = parsePageSegment(segment);
  return articles.find((a) => a.page === page && String(a.number) === articleSegment);
}

export function neighbours(article: Article, articles: readonly Article[] = getArticles()) {
  const index = articles.findIndex((a) => a.number === article.number);
  return { previous: articles[index - 1], next: articles[index + 1] };
}
