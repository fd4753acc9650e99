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
export function lengthProblem(words: number): string | undefined {
  if (words < ARTICLE_MIN_WORDS)
    return `${words} words, an article needs ${ARTICLE_MIN_WORDS} to ${ARTICLE_MAX_WORDS}; add at least ${ARTICLE_MIN_WORDS - words}`;
  if (words > ARTICLE_MAX_WORDS)
    return `${words} words, an article needs ${ARTICLE_MIN_WORDS} to ${ARTICLE_MAX_WORDS}; cut at least ${words - ARTICLE_MAX_WORDS}`;
  return undefined;
}
