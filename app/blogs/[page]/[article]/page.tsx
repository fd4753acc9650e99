import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getArticles } from '@/lib/articles';
import { findArticle } from '@/lib/blog';
import { readSiteConfig } from '@/lib/config';
import { ARTICLE_IMAGE } from '@/lib/limits';
import { blogPageSegment } from '@/lib/pagination';
import { pageMetadata } from '@/lib/seo';
import { ArticleView } from '@/components/blog/article-view';

type Props = { params: Promise<{ page: string; article: string }> };

export const dynamicParams = false;
export const generateStaticParams = () => getArticles().map((a) => ({ page: blogPageSegment(a.page), article: String(a.number) }));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { page, article: n } = await params;
  const article = findArticle(page, n);
  if (!article) return {};
  const image = article.images[0];
  return pageMetadata({
    title: article.title,
    description: article.summary,
    path: article.href,
    type: 'article',
    image: image && { url: image.src, width: ARTICLE_IMAGE.width, height: ARTICLE_IMAGE.height, alt: image.alt },
  });
}

export default async function ArticlePage({ params }: Props) {
  const { page, article: n } = await params;
  const article = findArticle(page, n);
  if (!article) notFound();
  return <ArticleView article={article} articles={getArticles()} siteUrl={readSiteConfig().siteUrl} />;
}
