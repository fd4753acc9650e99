import { getArticles } from '@/lib/content/articles';
import { copyFor } from '@/lib/content/copy';
import { guideForIssue } from '@/lib/content/issue-guides';

describe('guideForIssue', () => {
  it.each(['en', 'es'] as const)('gives every issue type a published guide in %s', (locale) => {
    const articles = getArticles(locale);
    for (const issue of copyFor(locale).issueTypes) {
      const guide = guideForIssue(issue.name, articles);
      expect(guide?.locale).toBe(locale);
      expect(guide?.number).toBeGreaterThanOrEqual(16);
    }
  });

  it('points each issue to the article written for it', () => {
    const articles = getArticles('en');
    expect(guideForIssue('Digital Sex Abuse', articles)?.title).toMatch(/image-based abuse/i);
    expect(guideForIssue('Sex Exploitation', articles)?.title).toMatch(/trafficking/i);
    expect(guideForIssue('Child Sex Abuse', articles)?.title).toMatch(/time limits/i);
  });

  it('gives nothing for an issue without a guide or an article not published', () => {
    expect(guideForIssue('Something else', getArticles('en'))).toBeUndefined();
    expect(guideForIssue('Sex Assault', [])).toBeUndefined();
  });
});
