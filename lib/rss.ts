import type { Article } from '@/lib/articles';
import { escapeHtml } from '@/lib/markdown';

/** Where the feed is served: the app/feed.xml route's folder. */
export const FEED_PATH = '/feed.xml';

export function buildRss(input: { title: string; description: string; siteUrl: string; articles: readonly Article[] }): string {
  const items = input.articles
    .map(
      (a) => `    <item>
      <title>${escapeHtml(a.title)}</title>
      <link>${input.siteUrl}${a.href}</link>
      <guid isPermaLink="true">${input.siteUrl}${a.href}</guid>
      <description>${escapeHtml(a.summary)}</description>
    </item>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeHtml(input.title)}</title>
    <link>${input.siteUrl}/blogs/page1/</link>
    <description>${escapeHtml(input.description)}</description>
    <language>en-us</language>
    <atom:link href="${input.siteUrl}${FEED_PATH}" rel="self" type="application/rss+xml"/>
${items}
  </channel>
</rss>
`;
}
