import type { IssueName } from '@/content/shared/issue-types';

/**
 * The article that best fits each issue type, by number: the home page's legal-area cards and the blog lists point a
 * survivor to it. The state guides (time limits where they live) are offered beside every one.
 */
export const ISSUE_GUIDES: Record<IssueName, number> = {
  'Sex Assault': 16,
  'Child Sex Abuse': 17,
  'Sex Exploitation': 21,
  'Partner Violence': 19,
  'Workplace Sex Abuse': 18,
  'Digital Sex Abuse': 20,
};
