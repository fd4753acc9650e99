import type { Article } from '@/lib/content/articles';
import { ISSUE_GUIDES } from '@/content/shared/issue-guides';

/** The published article for an issue type, or none while it is not published in that language. */
export function guideForIssue(issue: string, articles: readonly Article[]): Article | undefined {
  const number = (ISSUE_GUIDES as Readonly<Record<string, number>>)[issue];
  return number === undefined ? undefined : articles.find((a) => a.number === number);
}
