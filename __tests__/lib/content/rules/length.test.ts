import { countWords, lengthProblem } from '@/lib/content/rules/length';
import { ARTICLE_MAX_WORDS, ARTICLE_MIN_WORDS } from '@/lib/limits';

describe('the length rule', () => {
  it('counts words as a reader does: not figure markers nor link targets, and Spanish words too', () => {
    expect(countWords('One [two](/blogs/2) three.\n\n[[figure:1]]\n\n¿Qué él? —')).toBe(5);
  });

  it('refuses a short or long article saying how many words to add or cut, and accepts the limits', () => {
    expect(lengthProblem(589)).toEqual({
      problem: `the article is too short: 589 words, an article needs ${ARTICLE_MIN_WORDS} to ${ARTICLE_MAX_WORDS}`,
      fix: `add at least ${ARTICLE_MIN_WORDS - 589} words (figure markers and link addresses do not count)`,
    });
    expect(lengthProblem(ARTICLE_MAX_WORDS + 5)?.fix).toMatch(/^cut at least 5 words/);
    expect(lengthProblem(ARTICLE_MIN_WORDS)).toBeUndefined();
    expect(lengthProblem(ARTICLE_MAX_WORDS)).toBeUndefined();
  });
});
