import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getArticles } from '@/lib/content/articles';
import { blogListPage, blogSegments, findArticle, resolveBlogSegment } from '@/lib/content/blog';
import { readSiteConfig } from '@/lib/config';
import { copyFor } from '@/lib/content/copy';
import { localePath, type Locale } from '@/lib/i18n';
import { ARTICLE_IMAGE } from '@/lib/limits';
import { blogPagePath, blogPageSegment } from '@/lib/content/pagination';
import { pageAlternates, pageMetadata } from '@/lib/site/seo';
import { fillTemplate } from '@/lib/text';
import { ArticleView } from '@/components/blog/article-view';
import { BlogListView } from '@/components/blog/blog-list-view';
import { PageFrame } from '@/components/layout/page-frame';
import { StaticRedirect } from '@/components/page/static-redirect';
import { ROUTES } from '@/lib/routes';

// The blog's routes in one language each: app/(en)/blogs and app/(es)/es/blogs only bind them.

/**
 * The frame of every page under /blogs/ (all under the Blog menu item). Each page sets it, not a
 * layout: the language switch needs the page's own path to reach the same page in the other language.
 */
function BlogFrame({ locale, path, children }: { locale: Locale; path: string; children: React.ReactNode }) {
  return (
    <PageFrame path={path} locale={locale}>
      <div className="mx-auto w-full max-w-blog px-4 py-10">{children}</div>
    </PageFrame>
  );
}

/** /blogs/: forwards to the first list page. */
export function blogIndexRoute(locale: Locale): { metadata: Metadata; Page: () => React.ReactNode } {
  const { blog } = copyFor(locale);
  const first = localePath(locale, blogPagePath(1));
  return {
    metadata: { title: blog.title, alternates: pageAlternates(first), robots: { index: false, follow: true } },
    Page: function BlogIndex() {
      return (
        <BlogFrame locale={locale} path={localePath(locale, ROUTES.blogs)}>
          <StaticRedirect to={first} label={blog.redirectLabel} locale={locale} />
        </BlogFrame>
      );
    },
  };
}

type SegmentProps = { params: Promise<{ page: string }> };

/** /blogs/page{p}/ list pages, and /blogs/{n}/ redirects to article n. */
export function blogSegmentRoute(locale: Locale) {
  const { blog } = copyFor(locale);
  const articles = () => getArticles(locale);
  return {
    generateStaticParams: () => blogSegments(articles()).map((page) => ({ page })),
    generateMetadata: async ({ params }: SegmentProps): Promise<Metadata> => {
      const target = resolveBlogSegment((await params).page, articles());
      if (target?.kind === 'legacy') {
        return {
          title: fillTemplate(blog.movedTitle, { title: target.article.title }),
          alternates: pageAlternates(target.article.href),
          robots: { index: false, follow: true },
        };
      }
      const list = target && blogListPage(target.page, articles());
      if (!list) return {};
      return pageMetadata({
        title: `${blog.title}: ${fillTemplate(blog.pageNumber, { page: list.page })}`,
        description: fillTemplate(blog.listDescription, { page: list.page, total: list.total }),
        path: localePath(locale, blogPagePath(list.page)),
      });
    },
    Page: async function BlogSegmentPage({ params }: SegmentProps) {
      const segment = (await params).page;
      const target = resolveBlogSegment(segment, articles());
      const path = localePath(locale, `${ROUTES.blogs}${segment}/`);
      if (target?.kind === 'legacy') {
        return (
          <BlogFrame locale={locale} path={path}>
            <StaticRedirect to={target.article.href} label={target.article.title} locale={locale} />
          </BlogFrame>
        );
      }
      const list = target && blogListPage(target.page, articles());
      if (!list) notFound();
      return (
        <BlogFrame locale={locale} path={path}>
          <BlogListView list={list} locale={locale} />
        </BlogFrame>
      );
    },
  };
}

type ArticleProps = { params: Promise<{ page: string; article: string }> };

/** /blogs/page{p}/{n}/: one article. */
export function articleRoute(locale: Locale) {
  const articles = () => getArticles(locale);
  return {
    generateStaticParams: () => articles().map((a) => ({ page: blogPageSegment(a.page), article: String(a.number) })),
    generateMetadata: async ({ params }: ArticleProps): Promise<Metadata> => {
      const { page, article: n } = await params;
      const article = findArticle(page, n, articles());
      if (!article) return {};
      const image = article.figures[0];
      return pageMetadata({
        title: article.title,
        description: article.summary,
        path: article.href,
        type: 'article',
        image: image && { url: image.src, width: ARTICLE_IMAGE.width, height: ARTICLE_IMAGE.height, alt: image.alt },
      });
    },
    Page: async function ArticlePage({ params }: ArticleProps) {
      const { page, article: n } = await params;
      const article = findArticle(page, n, articles());
      if (!article) notFound();
      return (
        <BlogFrame locale={locale} path={article.href}>
          <ArticleView article={article} articles={articles()} siteUrl={readSiteConfig().siteUrl} />
        </BlogFrame>
      );
    },
  };
}
