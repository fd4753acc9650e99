import { en } from '@/content/en';
import { es } from '@/content/es';
import { loadArticles } from '@/lib/content/articles';
import { recordsAdvised, timeLimitGiven } from '@/lib/content/rules/safety-wording';
import { checkContent } from '@/scripts/lib/content-check';

/*
 * The same rules `npm run check:content` and `npm run build` run (lib/content/rules/), on the real content: the
 * length, the safety wording, the quoted promises, the Spanish glossary, the Spanish twins, the picture descriptions
 * and `reviewed`. Each rule's own tests, with an article it refuses, are in __tests__/lib/content-rules/.
 */
describe('the real content', () => {
  it('meets every content rule', () => {
    expect(checkContent()).toEqual([]);
  });

  it('is read by the safety detectors: the articles that give a time limit or suggest keeping records are found', () => {
    const articles = loadArticles();
    expect(articles.filter((a) => timeLimitGiven(a.body)).map((a) => a.number)).toEqual(expect.arrayContaining([2, 3, 8, 10, 12, 15]));
    expect(articles.filter((a) => recordsAdvised(a.body)).length).toBeGreaterThanOrEqual(5);
  });

  it.each([
    ['en', en],
    ['es', es],
  ] as const)('the %s FAQ quotes every promise word for word', (_, dictionary) => {
    const paragraphs = dictionary.faqTabs.flatMap((tab) => tab.items.flatMap((item) => item.paragraphs));
    for (const promise of Object.values(dictionary.promises)) expect(paragraphs).toContain(promise);
  });
});
