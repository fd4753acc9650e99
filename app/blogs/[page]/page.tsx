import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { blogCopy } from '@/content/blog-copy';
import { blogListPage, blogSegments, resolveBlogSegment } from '@/lib/blog';
import { blogPagePath } from '@/lib/pagination';
import { pageAlternates, pageMetadata } from '@/lib/seo';
import { BlogListView } from '@/components/blog/blog-list-view';
import { StaticRedirect } from '@/components/page/static-redirect';
import { fillTemplate } from '@/lib/text';

type Props = { params: Promise<{ page: string }> };

export const dynamicParams = false;
export const generateStaticParams = () => blogSegments().map((page) => ({ page }));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const target = resolveBlogSegment((await params).page);
  if (target?.kind === 'legacy') {
    return { title: `Moved: ${target.article.title}`, alternates: pageAlternates(target.article.href), robots: { index: false, follow: true } };
  }
  const list = target && blogListPage(target.page);
  if (!list) return {};
  return pageMetadata({ title: `${blogCopy.title}: ${fillTemplate(blogCopy.pageNumber, { page: list.page })}`, description: fillTemplate(blogCopy.listDescription, { page: list.page, total: list.total }), path: blogPagePath(list.page) });
}

export default async function BlogSegmentPage({ params }: Props) {
  const target = resolveBlogSegment((await params).page);
  if (target?.kind === 'legacy') return <StaticRedirect to={target.article.href} label={target.article.title} />;
  const list = target && blogListPage(target.page);
  if (!list) notFound();
  return <BlogListView list={list} />;
}
