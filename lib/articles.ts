import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { z } from 'zod';
import { ContentError, formatZodIssues } from '@/lib/content-errors';
import { ARTICLE_IMAGE } from '@/lib/limits';
import { figureMarkers, renderMarkdown, type Figure } from '@/lib/markdown';
import { blogPagePath, pageOfIndex } from '@/lib/pagination';
import { resolveContentHref } from '@/lib/article-links';
import { localePath, type Locale } from '@/lib/i18n';
import { copyFor } from '@/lib/copy';
import { pictureAlt } from '@/lib/picture-alt';
import { countWords, lengthProblem } from '@/lib/content-rules/length';
import { parseIllustrationFile, type IllustrationFile } from '@/lib/illustrations/spec';
import { webpSize } from '@/lib/webp-size';

const ARTICLES_DIR = path.join(process.cwd(), 'content', 'blog');
/** Spanish translations: the English file name, under content/blog/es/. */
const SPANISH_ARTICLES_DIR = path.join(ARTICLES_DIR, 'es');
const PUBLIC_DIR = path.join(process.cwd(), 'public');
/** The picture descriptions `npm run images` draws from: NN.json, and es/NN.json for the Spanish edition. */
const PICTURES_DIR = path.join(process.cwd(), 'content', 'illustrations');

// Spanish articles show the illustrations redrawn with Spanish text, under /images/es/.
const imagePath = z
  .string()
  .regex(/^\/images\/(es\/)?blogs\/\d+\/[a-z0-9-]+\.webp$/, 'must be /images/blogs/{n}/{name}.webp (/images/es/blogs/... in Spanish)');

/** YAML reads an unquoted 2026-11-24 as a Date; either way the article keeps the plain calendar date. */
const reviewDate = z.preprocess(
  (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
  z.iso.date({
    error: (issue) =>
      `${issue.input === undefined ? 'missing' : 'not a date'}: the day a lawyer last reviewed this article's legal information, written YYYY-MM-DD; ask the reviewing lawyer for it (an editor never sets it alone, and it is not the publishing day)`,
  }),
);

/** The alt text is written from the picture's description, so a hand-written one would only drift from it. */
const NO_ALT = "remove alt: the alt text is written from the picture's description in content/illustrations/NN.json";

const articleFrontmatterSchema = z
  .object({
    number: z.number().int().positive(),
    title: z.string().min(10).max(120),
    summary: z.string().min(40).max(300),
    /** The day the article's legal information was last reviewed: shown on the page, in its structured data and the feed. */
    reviewed: reviewDate,
    thumbnail: imagePath,
    images: z
      .array(
        z.strictObject(
          { src: imagePath, caption: z.string().min(5) },
          { error: (issue) => (issue.code === 'unrecognized_keys' && issue.keys.includes('alt') ? NO_ALT : undefined) },
        ),
      )
      .min(2, 'needs at least two images'),
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

function toFigure(image: ArticleFrontmatter['images'][number], alt: string, publicDir: string): Figure {
  const narrow = narrowCopy(image.src);
  return {
    src: image.src,
    caption: image.caption,
    alt,
    width: ARTICLE_IMAGE.width,
    height: ARTICLE_IMAGE.height,
    srcSet: `${smallCopy(image.src)} ${ARTICLE_IMAGE.smallWidth}w, ${image.src} ${ARTICLE_IMAGE.width}w`,
    // Its height follows its content, so the page reads it from the file to reserve the space.
    narrow: { src: narrow, ...sizeOf(publicDir, narrow) },
  };
}

/** Checks one parsed file beyond its schema: its length, and images on disk, each placed once in the body. */
function contentProblems(file: string, fm: ArticleFrontmatter, body: string, publicDir: string, locale: Locale): string[] {
  const problems: string[] = [];
  const length = lengthProblem(countWords(body));
  if (length) problems.push(`${file}: body: ${length}`);
  const expectedPrefix = `${locale === 'es' ? '/images/es' : '/images'}/blogs/${fm.number}/`;
  const paths: [string, string][] = [['thumbnail', fm.thumbnail], ...fm.images.map((img, i): [string, string] => [`images.${i}.src`, img.src])];
  for (const [field, src] of paths) {
    if (!src.startsWith(expectedPrefix)) problems.push(`${file}: ${field}: must be under ${expectedPrefix}`);
    if (!fs.existsSync(path.join(publicDir, src))) problems.push(`${file}: ${field}: ${src} does not exist in public/ (run npm run images)`);
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

/** The description of article `number`'s pictures, or the problems that stop it from being read. */
function readDescription(file: string): IllustrationFile | string[] {
  if (!fs.existsSync(file)) return [`${file}: missing: describe this article's pictures there (see docs/content.md, "Pictures") and run npm run images`];
  try {
    return parseIllustrationFile(fs.readFileSync(file, 'utf8'), file);
  } catch (error) {
    return (error as Error).message.split('\n');
  }
}

/**
 * Each picture's alt text, written from its description, with the problems that stop it: a picture the article shows
 * that its description does not describe, or one described that the article never shows.
 */
function pictureAlts(
  file: string,
  fm: ArticleFrontmatter,
  description: { file: string; data: IllustrationFile },
  locale: Locale,
): { alts: string[]; problems: string[] } {
  const words = copyFor(locale).blog.pictureAlt;
  const described = description.data.images.map((img) => img.file);
  const problems: string[] = [];
  const alts = fm.images.map((image, i) => {
    const spec = description.data.images.find((img) => img.file === path.basename(image.src));
    if (spec) return pictureAlt(spec, words);
    problems.push(`${file}: images.${i}.src: ${path.basename(image.src)} is not described in ${description.file} (it describes ${described.join(', ')})`);
    return '';
  });
  const shown = new Set(fm.images.map((image) => path.basename(image.src)));
  for (const name of described.filter((d) => !shown.has(d)))
    problems.push(`${file}: images: ${description.file} describes ${name}, which the article does not show; add it to images, or remove its description`);
  return { alts, problems };
}

/** Loads, validates, sorts and paginates every article; throws naming each file and field. */
export function loadArticles(
  dir = ARTICLES_DIR,
  publicDir = PUBLIC_DIR,
  locale: Locale = 'en',
  pictureDir = locale === 'es' ? path.join(PICTURES_DIR, 'es') : PICTURES_DIR,
): Article[] {
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .sort();
  const problems: string[] = [];
  const parsed: { file: string; fm: ArticleFrontmatter; body: string; alts: string[] }[] = [];
  for (const name of files) {
    const file = path.relative(process.cwd(), path.join(dir, name));
    const { data, content } = matter(fs.readFileSync(path.join(dir, name), 'utf8'));
    const result = articleFrontmatterSchema.safeParse(data);
    if (!result.success) {
      problems.push(formatZodIssues(file, result.error).replace(/^Invalid content:\n/, ''));
      continue;
    }
    problems.push(...contentProblems(file, result.data, content, publicDir, locale));
    const descriptionFile = path.relative(process.cwd(), path.join(pictureDir, `${String(result.data.number).padStart(2, '0')}.json`));
    const description = readDescription(descriptionFile);
    if (Array.isArray(description)) {
      problems.push(...description);
      continue;
    }
    const pictures = pictureAlts(file, result.data, { file: descriptionFile, data: description }, locale);
    problems.push(...pictures.problems);
    parsed.push({ file, fm: result.data, body: content, alts: pictures.alts });
  }
  const seen = new Map<number, string>();
  for (const { file, fm } of parsed) {
    const other = seen.get(fm.number);
    if (other) problems.push(`${file}: number: ${fm.number} is already used by ${other}`);
    seen.set(fm.number, file);
  }
  if (problems.length > 0) throw new ContentError(problems);

  return parsed
    .sort((a, b) => a.fm.number - b.fm.number)
    .map(({ file, fm, body, alts }, index) => {
      const page = pageOfIndex(index);
      const figures = fm.images.map((image, i) => toFigure(image, alts[i] ?? '', publicDir));
      return { ...fm, locale, file, page, href: articleHref(page, fm.number, locale), body, figures };
    });
}

/**
 * The Spanish edition: every English article must have its translation (same file name and
 * number) with as many illustrations, and no translation may lack its English original, so the
 * two blogs paginate alike and the language switch always lands on the same article.
 */
export function loadTranslatedArticles(
  english: readonly Article[],
  dir = SPANISH_ARTICLES_DIR,
  publicDir = PUBLIC_DIR,
  pictureDir = path.join(PICTURES_DIR, 'es'),
): Article[] {
  const present = fs.existsSync(dir) ? new Set(fs.readdirSync(dir).filter((f) => f.endsWith('.md'))) : new Set<string>();
  const problems: string[] = [];
  for (const original of english) {
    const name = path.basename(original.file);
    if (!present.has(name)) problems.push(`${original.file}: has no Spanish translation (expected ${path.relative(process.cwd(), path.join(dir, name))})`);
  }
  if (problems.length > 0) throw new ContentError(problems);
  const spanish = loadArticles(dir, publicDir, 'es', pictureDir);
  for (const translation of spanish) {
    const original = english.find((a) => path.basename(a.file) === path.basename(translation.file));
    if (!original) problems.push(`${translation.file}: has no English original in ${path.relative(process.cwd(), path.dirname(dir))}`);
    else if (original.number !== translation.number)
      problems.push(`${translation.file}: number: ${translation.number} differs from ${original.file} (${original.number})`);
    else if (original.images.length !== translation.images.length)
      problems.push(`${translation.file}: images: ${translation.images.length} illustrations, ${original.file} has ${original.images.length}`);
  }
  if (problems.length > 0) throw new ContentError(problems);
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
        throw new ContentError([`${article.file}: body: ${(error as Error).message}`]);
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
