import type { Metadata } from 'next';
import { blogCopy } from '@/content/blog-copy';
import { blogPagePath } from '@/lib/pagination';
import { pageAlternates } from '@/lib/seo';
import { StaticRedirect } from '@/components/page/static-redirect';

export const metadata: Metadata = {
  title: blogCopy.title,
  alternates: pageAlternates(blogPagePath(1)),
  robots: { index: false, follow: true },
};

export default function BlogIndex() {
  return <StaticRedirect to={blogPagePath(1)} label={blogCopy.redirectLabel} />;
}
