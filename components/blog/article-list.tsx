import Link from 'next/link';
import type { Article } from '@/lib/content/articles';
import { THUMBNAIL } from '@/lib/limits';

export function ArticleList({ articles, label }: { articles: readonly Article[]; label: string }) {
  return (
    <ul aria-label={label} className="mx-auto grid max-w-list gap-4">
      {articles.map((article, index) => (
        <li key={article.number} className="min-w-0">
          <Link href={article.href} className="group flex gap-4 rounded-xl border border-line bg-white p-3 shadow-sm hover:border-brand hover:shadow-md">
            {/* A plain img: next/image adds client JavaScript and does nothing more with images.unoptimized. */}
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img
              src={article.thumbnail}
              alt=""
              width={THUMBNAIL.width}
              height={THUMBNAIL.height}
              loading={index < 3 ? 'eager' : 'lazy'}
              decoding="async"
              className="h-[124px] w-[124px] shrink-0 rounded-lg object-cover sm:w-[165px]"
            />
            <span className="flex min-w-0 flex-col justify-center">
              <span className="line-clamp-1 text-lg font-bold text-navy group-hover:text-brand-dark group-hover:underline">{article.title}</span>
              <span className="mt-1 line-clamp-3 text-muted">{article.summary}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
