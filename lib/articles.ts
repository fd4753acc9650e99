import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { z } from 'zod';
import { formatZodIssues } from '@/lib/content-errors';
import { ARTICLE_IMAGE, ARTICLE_MAX_WORDS, ARTICLE_MIN_WORDS } from '@/lib/limits';
import { figureMarkers, renderMarkdown, type Figure } from '@/lib/markdown';
import { blogPagePath, pageOfIndex } from '@/lib/pagination';
import { resolveContentHref } from '@/lib/article-links';
import { localePath, type Locale } from '@/lib/i18n';
import { webpSize } from '@/lib/webp-size';

const ARTICLES_DIR = path.join(process.cwd(), 'content', 'blog');
/** Spanish translations: the English file name, under content/blog/es/. */
const SPANISH_ARTICLES_DIR = path.join(ARTICLES_DIR, 'es');
const PUBLIC_DIR = path.join(process.cwd(), 'public');

// Spanish articles show the illustrations redrawn with Spanish text, under /images/es/.
const imagePath = z
  .string()
  .regex(/^\/images\/(es\/)?blogs\/\d+\/[a-z0-9-]+\.webp$/, 'must be /images/blogs/{n}/{name}.webp (/images/es/blogs/... in Spanish)');

/** YAML reads an unquoted 2026-11-24 as a Date; either way the article keeps the plain calendar date. */
const reviewDate = z.preprocess(
  (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
  z.iso.date('must be the date the article was last reviewed, written YYYY-MM-DD'),
);

const articleFrontmatterSchema = z
  .object({
    number: z.number().int().positive(),
    title: z.string().min(10).max(120),
    summary: z.string().min(40).max(300),
    /** The day the article's legal information was last reviewed: shown on the page, in its structured data and the feed. */
    reviewed: reviewDate,
    thumbnail: imagePath,
    images: z.array(z.object({ src: imagePath, alt: z.string().min(15), caption: z.string().min(5) }).strict()).min(2, 'needs at least two images'),
  })
  .strict();

type ArticleFrontmatter = z.infer<typeof articleFrontmatterSchema>;

export interface Article extends ArticleFrontmatter {
  locale: Locale;
  file: string;
  page: number;
  href: string;
  body: string;
  figures: Figure[];
}

const articleHref = (page: number, number: number, locale: Locale = 'en') => localePath(locale, `${blogPagePath(page)}${number}/`);

/** The copies `npm run images` draws beside each picture: the 480 px one for srcset, the narrow one for phones. */
const smallCopy = (src: string) => src.replace(/\.webp$/, `-${ARTICLE_IMAGE.smallWidth}.webp`);
const narrowCopy = (src: string) => src.replace(/\.webp$/, '-narrow.webp');

function sizeOf(publicDir: string, src: string): { width: number; height: number } {
  try {
    return webpSize(fs.readFileSync(path.join(publicDir, src)));
  } catch (error) {
    throw new Error(`${src}: ${(error as Error).message} (run npm run images)`);
  }
}

function toFigure(image: ArticleFrontmatter['images'][number], publicDir: string): Figure {
  const narrow = narrowCopy(image.src);
  return {
    ...image,
    width: ARTICLE_IMAGE.width,
    height: ARTICLE_IMAGE.height,
    srcSet: `${smallCopy(image.src)} ${ARTICLE_IMAGE.smallWidth}w, ${image.src} ${ARTICLE_IMAGE.width}w`,
    // Its height follows its content, so the page reads it from the file to reserve the space.
    narrow: { src: narrow, ...sizeOf(publicDir, narrow) },
  };
}

/** Words as a reader counts them: figure markers and link targets are not words. */
function countWords(markdown: string): number {
  return markdown
    .replace(/\[\[figure:\d+\]\]/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .split(/\s+/)
    .filter((w) => /[A-Za-z0-9]/.test(w)).length;
}

/** Checks one parsed file beyond its schema: its length, and images on disk, each placed once in the body. */
function contentProblems(file: string, fm: ArticleFrontmatter, body: string, publicDir: string, locale: Locale): string[] {
  const problems: string[] = [];
  const words = countWords(body);
  if (words < ARTICLE_MIN_WORDS || words > ARTICLE_MAX_WORDS)
    problems.push(`${file}: body: ${words} words, an article needs ${ARTICLE_MIN_WORDS} to ${ARTICLE_MAX_WORDS}`);
  const expectedPrefix = `${locale === 'es' ? '/images/es' : '/images'}/blogs/${fm.number}/`;
  const paths: [string, string][] = [['thumbnail', fm.thumbnail], ...fm.images.map((img, i): [string, string] => [`images.${i}.src`, img.src])];
  for (const [field, src] of paths) {
    if (!src.startsWith(expectedPrefix)) problems.push(`${file}: ${field}: must be under ${expectedPrefix}`);
    if (!fs.existsSync(path.join(publicDir, src))) problems.push(`${file}: ${field}: ${src} does not exist in public/`);
    if (field !== 'thumbnail') {
      for (const copy of [smallCopy(src), narrowCopy(src)]) {
        if (!fs.existsSync(path.join(publicDir, copy))) problems.push(`${file}: ${field}: ${copy} does not exist in public/ (run npm run images)`);
      }
    }
  }
  const markers = figureMarkers(body);
  fm.images.forEach((_, i) => {
    const placed = markers.filter((m) => m === i + 1).length;
    if (placed !== 1) problems.push(`${file}: images.${i}: [[figure:${i + 1}]] must appear exactly once in the body (found ${placed})`);
  });
  for (const m of markers) if (m > fm.images.length) problems.push(`${file}: body: [[figure:${m}]] has no image`);
  return problems;
}

/** Loads, validates, sorts and paginates every article; throws naming each file and field. */
export function loadArticles(dir = ARTICLES_DIR, publicDir = PUBLIC_DIR, locale: Locale = 'en'): Article[] {
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .sort();
  const problems: string[] = [];
  const parsed: { file: string; fm: ArticleFrontmatter; body: string }[] = [];
  for (const name of files) {
    const file = path.relative(process.cwd(), path.join(dir, name));
    const { data, content } = matter(fs.readFileSync(path.join(dir, name), 'utf8'));
    const result = articleFrontmatterSchema.safeParse(data);
    if (!result.success) {
      problems.push(formatZodIssues(file, result.error).replace(/^Invalid content:\n/, ''));
      continue;
    }
    problems.push(...contentProblems(file, result.data, content, publicDir, locale));
    parsed.push({ file, fm: result.data, body: content });
  }
  const seen = new Map<number, string>();
  for (const { file, fm } of parsed) {
    const other = seen.get(fm.number);
    if (other) problems.push(`${file}: number: ${fm.number} is already used by ${other}`);
    seen.set(fm.number, file);
  }
  if (problems.length > 0) throw new Error(`Invalid content:\n${problems.join('\n')}`);

  return parsed
    .sort((a, b) => a.fm.number - b.fm.number)
    .map(({ file, fm, body }, index) => {
      const page = pageOfIndex(index);
      return { ...fm, locale, file, page, href: articleHref(page, fm.number, locale), body, figures: fm.images.map((image) => toFigure(image, publicDir)) };
    });
}

/**
 * The Spanish edition: every English article must have its translation (same file name and
 * number) with as many illustrations, and no translation may lack its English original, so the
 * two blogs paginate alike and the language switch always lands on the same article.
 */
export function loadTranslatedArticles(english: readonly Article[], dir = SPANISH_ARTICLES_DIR, publicDir = PUBLIC_DIR): Article[] {
  const present = fs.existsSync(dir) ? new Set(fs.readdirSync(dir).filter((f) => f.endsWith('.md'))) : new Set<string>();
  const problems: string[] = [];
  for (const original of english) {
    const name = path.basename(original.file);
    if (!present.has(name)) problems.push(`${original.file}: has no Spanish translation (expected ${path.relative(process.cwd(), path.join(dir, name))})`);
  }
  if (problems.length > 0) throw new Error(`Invalid content:\n${problems.join('\n')}`);
  const spanish = loadArticles(dir, publicDir, 'es');
  for (const translation of spanish) {
    const original = english.find((a) => path.basename(a.file) === path.basename(translation.file));
    if (!original) problems.push(`${translation.file}: has no English original in ${path.relative(process.cwd(), path.dirname(dir))}`);
    else if (original.number !== translation.number)
      problems.push(`${translation.file}: number: ${translation.number} differs from ${original.file} (${original.number})`);
    else if (original.images.length !== translation.images.length)
      problems.push(`${translation.file}: images: ${translation.images.length} illustrations, ${original.file} has ${original.images.length}`);
  }
  if (problems.length > 0) throw new Error(`Invalid content:\n${problems.join('\n')}`);
  return spanish;
}

/** Article body as HTML, with links by number resolved against the loaded set. */
export function renderArticle(article: Article, all: readonly Article[]): string {
  const byNumber = new Map(all.map((a) => [a.number, a.href]));
  return renderMarkdown(article.body, {
    figures: article.figures,
    rewriteHref: (href) => {
      try {
        return resolveContentHref(href, (n) => byNumber.get(n), article.locale);
      } catch (error) {
        throw new Error(`${article.file}: body: ${(error as Error).message}`);
      }
    },
  });
}

const cache: Partial<Record<Locale, Article[]>> = {};
/** The site's articles in one language, loaded once per build. */
export function getArticles(locale: Locale = 'en'): Article[] {
  const english = (cache.en ??= loadArticles());
  if (locale === 'en') return english;
  return (cache.es ??= loadTranslatedArticles(english));
}
