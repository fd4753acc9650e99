import { BLOG_PAGE_SIZE } from '@/lib/limits';

export function pageCount(itemCount: number, pageSize = BLOG_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(itemCount / pageSize));
}

/** 1-based page of the item at 0-based `index`. */
export function pageOfIndex(index: number, pageSize = BLOG_PAGE_SIZE): number {
  return Math.floor(index / pageSize) + 1;
}

export function pageItems<T>(items: readonly T[], page: number, pageSize = BLOG_PAGE_SIZE): T[] {
  return items.slice((page - 1) * pageSize, page * pageSize);
}

export const blogPagePath = (page: number) => `/blogs/page${page}/`;
export const blogPageSegment = (page: number) => `page${page}`;

/** "page3" -> 3; anything else -> undefined. */
export function parsePageSegment(segment: string): number | undefined {
  const match = /^page([1-9]\d*)$/.exec(segment);
  return match ? Number(match[1]) : undefined;
}
