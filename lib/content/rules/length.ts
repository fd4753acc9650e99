import { ARTICLE_MAX_WORDS, ARTICLE_MIN_WORDS } from '@/lib/limits';

/** Words as a reader counts them: figure markers and link targets are not words. */
export function countWords(markdown: string): number {
  return markdown
    .replace(/\[\[figure:\d+\]\]/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .split(/\s+/)
    .filter((w) => /[\p{L}\d]/u.test(w)).length;
}

/** What is wrong with an article's length and how much to change, or undefined when it is within the limits. */
export function lengthProblem(words: number): { problem: string; fix: string } | undefined {
  const needs = `an article needs ${ARTICLE_MIN_WORDS} to ${ARTICLE_MAX_WORDS}`;
  const uncounted = '(figure markers and link addresses do not count)';
  if (words < ARTICLE_MIN_WORDS)
    return { problem: `the article is too short: ${words} words, ${needs}`, fix: `add at least ${ARTICLE_MIN_WORDS - words} words ${uncounted}` };
  if (words > ARTICLE_MAX_WORDS)
    return { problem: `the article is too long: ${words} words, ${needs}`, fix: `cut at least ${words - ARTICLE_MAX_WORDS} words ${uncounted}` };
  return undefined;
}
