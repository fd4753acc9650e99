import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { z } from 'zod';
import { ContentError } from '@/lib/content/content-errors';
import { ARTICLE_IMAGE } from '@/lib/limits';
import { figureMarkers, renderMarkdown, type Figure } from '@/lib/content/markdown';
import { blogPagePath, pageOfIndex } from '@/lib/content/pagination';
import { resolveContentHref } from '@/lib/content/article-links';
import { localePath, type Locale } from '@/lib/i18n';
import { copyFor } from '@/lib/content/copy';
import { pictureAlt } from '@/lib/content/picture-alt';
import { countWords, lengthProblem } from '@/lib/content/rules/length';
import { parseIllustrationFile, problemLines, type IllustrationFile } from '@/lib/content/illustrations/spec';
import { bodyStartLine, closest } from '@/lib/content/rules/problem';
import { webpSize } from '@/lib/content/webp-size';

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

/**
 * YAML reads an unquoted 2026-11-24 as a Date; either way the article keeps the plain calendar date. Absent, the
 * article is waiting for the lawyer's review: checked and previewed, never published.
 */
const reviewDate = z.preprocess(
  (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
  z.iso.date({ error: (issue) => `${JSON.stringify(issue.input)} is not a date written YYYY-MM-DD` }).optional(),
);

/** The alt text is written from the picture's description, so a hand-written one would only drift from it. */
const NO_ALT = "has an alt text, which is written from the picture's description instead";

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

const FIELDS = Object.keys(articleFrontmatterSchema.shape);

/** How to mend each frontmatter field, in the words of docs/content.md ("Frontmatter"). */
const FIELD_FIX: Record<string, string> = {
  number: 'write the NN of the file name, e.g. number: 23',
  title: 'write a title of 10 to 120 characters, in quotes',
  summary: 'write a summary of 40 to 300 characters, in quotes',
  reviewed:
    'write the date the reviewing lawyer gives you as YYYY-MM-DD, e.g. reviewed: 2026-11-29; or leave the line out while the article waits for the review (it is checked and previewed, not published)',
  thumbnail: 'write /images/blogs/N/thumb.webp (Spanish: /images/es/blogs/N/thumb.webp), N being the article number',
  images: 'list at least two pictures, each with a src (/images/blogs/N/1.webp...) and a caption of 5 characters or more',
};

/** "line 4: ", the line of the file a frontmatter field is written on ("reviewed: ..."), or nothing when it is not. */
function lineOf(text: string, field: string): string {
  const index = text.split('\n').findIndex((line) => line.startsWith(`${field}:`));
  return index >= 0 ? `line ${index + 1}: ` : '';
}

/** Each frontmatter problem as the two lines an editor reads: the file, the line and field, what is wrong, the fix. */
function frontmatterProblems(file: string, text: string, error: z.ZodError): string[] {
  return error.issues.flatMap((issue) => {
    if (issue.code === 'unrecognized_keys' && issue.path.length === 0)
      return issue.keys.map((key) => {
        const meant = closest(key, FIELDS);
        return `${file}: ${lineOf(text, key)}"${key}" is not a frontmatter field\n  Fix: ${
          meant ? `rename it "${meant}"` : `remove it; the fields are ${FIELDS.join(', ')}`
        }`;
      });
    const field = issue.path.map(String).join('.');
    const top = String(issue.path[0] ?? '');
    const missing = issue.code === 'invalid_type' && issue.input === undefined;
    const fix =
      issue.message === NO_ALT
        ? 'delete the alt line: the alt text is written from content/illustrations/NN.json'
        : (FIELD_FIX[top] ?? 'see docs/content.md, "Frontmatter"');
    return [`${file}: ${lineOf(text, top)}${field || 'frontmatter'}: ${missing ? 'missing' : issue.message}\n  Fix: ${fix}`];
  });
}

export interface Article extends ArticleFrontmatter {
  /** Absent while the article waits for a lawyer's review: then only the preview shows it. */
  reviewed?: string;
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
function contentProblems(file: string, text: string, fm: ArticleFrontmatter, body: string, publicDir: string, locale: Locale): string[] {
  const problems: string[] = [];
  const bodyLine = bodyStartLine(text, body);
  const length = lengthProblem(countWords(body));
  if (length) problems.push(`${file}: line ${bodyLine}: ${length.problem}\n  Fix: ${length.fix}`);
  const expectedPrefix = `${locale === 'es' ? '/images/es' : '/images'}/blogs/${fm.number}/`;
  const paths: [string, string][] = [['thumbnail', fm.thumbnail], ...fm.images.map((img, i): [string, string] => [`images.${i}.src`, img.src])];
  const undrawn: string[] = [];
  for (const [field, src] of paths) {
    if (!src.startsWith(expectedPrefix)) {
      problems.push(
        `${file}: ${lineOf(text, field.split('.')[0] ?? field)}${field}: ${src} is not under ${expectedPrefix}\n  Fix: write it as ${expectedPrefix}${path.basename(src)}`,
      );
      continue;
    }
    const copies = field === 'thumbnail' ? [src] : [src, smallCopy(src), narrowCopy(src)];
    undrawn.push(...copies.filter((copy) => !fs.existsSync(path.join(publicDir, copy))).map((copy) => path.basename(copy)));
  }
  // One message for the whole set: they are all drawn by one command.
  if (undrawn.length)
    problems.push(
      `${file}: ${lineOf(text, 'thumbnail')}its pictures are not drawn yet (${expectedPrefix} has no ${undrawn.join(', ')})\n` +
        `  Fix: describe them in content/illustrations/${locale === 'es' ? 'es/' : ''}${String(fm.number).padStart(2, '0')}.json and run npm run images`,
    );
  const markers = figureMarkers(body);
  fm.images.forEach((_, i) => {
    const placed = markers.filter((m) => m === i + 1).length;
    if (placed !== 1)
      problems.push(
        `${file}: ${lineOf(text, 'images')}images.${i}: [[figure:${i + 1}]] is in the body ${placed} times, not once\n  Fix: put the line [[figure:${i + 1}]] once where the picture belongs`,
      );
  });
  for (const m of markers)
    if (m > fm.images.length)
      problems.push(`${file}: line ${bodyLine}: body: [[figure:${m}]] has no picture in images\n  Fix: add a picture to images, or remove [[figure:${m}]]`);
  return problems;
}

/** The description of article `number`'s pictures, or the problems that stop it from being read. */
function readDescription(file: string): IllustrationFile | string[] {
  if (!fs.existsSync(file))
    return [
      `${file}: missing: the article's pictures are not described\n  Fix: describe them there (see docs/content.md, "Pictures"), then run npm run images`,
    ];
  try {
    return parseIllustrationFile(fs.readFileSync(file, 'utf8'), file);
  } catch (error) {
    return problemLines((error as Error).message);
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
    problems.push(
      `${file}: images.${i}.src: ${path.basename(image.src)} is not described in ${description.file} (it describes ${described.join(', ')})\n  Fix: describe it there, or show one of those`,
    );
    return '';
  });
  const shown = new Set(fm.images.map((image) => path.basename(image.src)));
  for (const name of described.filter((d) => !shown.has(d)))
    problems.push(
      `${file}: images: ${description.file} describes ${name}, which the article does not show\n  Fix: add it to images, or remove its description`,
    );
  return { alts, problems };
}

/** Loads, validates, sorts and paginates every article; throws naming each file and field. */
export function loadArticles(
  dir = ARTICLES_DIR,
  publicDir = PUBLIC_DIR,
  locale: Locale = 'en',
  pictureDir = locale === 'es' ? path.join(PICTURES_DIR, 'es') : PICTURES_DIR,
  includeAwaitingReview = true,
): Article[] {
  const { articles, problems } = readArticles(dir, publicDir, locale, pictureDir, includeAwaitingReview);
  if (problems.length > 0) throw new ContentError(problems);
  return articles;
}

/** Every article that loads, and every problem of the others, so one mistake does not hide the next (the content check). */
export function readArticles(
  dir = ARTICLES_DIR,
  publicDir = PUBLIC_DIR,
  locale: Locale = 'en',
  pictureDir = locale === 'es' ? path.join(PICTURES_DIR, 'es') : PICTURES_DIR,
  includeAwaitingReview = true,
): { articles: Article[]; problems: string[] } {
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .sort();
  const problems: string[] = [];
  const parsed: { file: string; fm: ArticleFrontmatter; body: string; alts: string[] }[] = [];
  for (const name of files) {
    const file = path.relative(process.cwd(), path.join(dir, name));
    const text = fs.readFileSync(path.join(dir, name), 'utf8');
    const { data, content } = matter(text);
    const result = articleFrontmatterSchema.safeParse(data);
    if (!result.success) {
      problems.push(...frontmatterProblems(file, text, result.error));
      continue;
    }
    problems.push(...contentProblems(file, text, result.data, content, publicDir, locale));
    const descriptionFile = path.relative(process.cwd(), path.join(pictureDir, `${String(result.data.number).padStart(2, '0')}.json`));
    const description = readDescription(descriptionFile);
    if (Array.isArray(description)) {
      problems.push(...description);
      // Still read on, without alt texts, so the check can name the article's other mistakes (its links) now.
      parsed.push({ file, fm: result.data, body: content, alts: [] });
      continue;
    }
    const pictures = pictureAlts(file, result.data, { file: descriptionFile, data: description }, locale);
    problems.push(...pictures.problems);
    parsed.push({ file, fm: result.data, body: content, alts: pictures.alts });
  }
  const seen = new Map<number, string>();
  for (const { file, fm } of parsed) {
    const other = seen.get(fm.number);
    if (other) problems.push(`${file}: number: ${fm.number} is already used by ${other}\n  Fix: give it the next free number, in the file name too`);
    seen.set(fm.number, file);
  }
  const articles = paginate(
    parsed
      .filter(({ fm }) => includeAwaitingReview || fm.reviewed !== undefined)
      .sort((a, b) => a.fm.number - b.fm.number)
      .flatMap(({ file, fm, body, alts }) => {
        try {
          const figures = fm.images.map((image, i) => toFigure(image, alts[i] ?? '', publicDir));
          return [{ ...fm, locale, file, page: 1, href: '', body, figures }];
        } catch (error) {
          // A picture not drawn yet has been named above; the article waits for it.
          if (problems.length) return [];
          throw error;
        }
      }),
  );
  return { articles, problems };
}

/** Each article's list page and address, from its place in the (published, or previewed) set. */
const paginate = (articles: Article[]): Article[] =>
  articles.map((article, index) => {
    const page = pageOfIndex(index);
    return { ...article, page, href: articleHref(page, article.number, article.locale) };
  });

/** True once a lawyer's review date is set: only then is the article published. */
export const isPublished = (article: Pick<Article, 'reviewed'>): boolean => article.reviewed !== undefined;

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
  const { articles, problems } = readTranslatedArticles(english, dir, publicDir, pictureDir);
  if (problems.length > 0) throw new ContentError(problems);
  return articles;
}

/** The Spanish twins that load, and every problem of the others (the content check). */
export function readTranslatedArticles(
  english: readonly Article[],
  dir = SPANISH_ARTICLES_DIR,
  publicDir = PUBLIC_DIR,
  pictureDir = path.join(PICTURES_DIR, 'es'),
): { articles: Article[]; problems: string[] } {
  const present = fs.existsSync(dir) ? new Set(fs.readdirSync(dir).filter((f) => f.endsWith('.md'))) : new Set<string>();
  const problems: string[] = [];
  for (const original of english) {
    const name = path.basename(original.file);
    if (!present.has(name))
      problems.push(
        `${original.file}: has no Spanish translation\n  Fix: write it as ${path.relative(process.cwd(), path.join(dir, name))} (the same file name and number, as many pictures)`,
      );
  }
  const { articles: spanish, problems: own } = readArticles(dir, publicDir, 'es', pictureDir);
  problems.push(...own);
  const twins: Article[] = [];
  for (const translation of spanish) {
    const original = english.find((a) => path.basename(a.file) === path.basename(translation.file));
    // The twin of an English article left out (waiting for review, outside the preview) is left out with it.
    if (!original) {
      if (!fs.existsSync(path.join(path.dirname(dir), path.basename(translation.file))))
        problems.push(
          `${translation.file}: has no English original in ${path.relative(process.cwd(), path.dirname(dir))}\n  Fix: give it the file name of the English article it translates`,
        );
      continue;
    }
    twins.push(translation);
    if (original.number !== translation.number)
      problems.push(
        `${translation.file}: number: ${translation.number} differs from ${original.file} (${original.number})\n  Fix: write number: ${original.number}`,
      );
    else if (original.images.length !== translation.images.length)
      problems.push(
        `${translation.file}: images: ${translation.images.length} pictures, ${original.file} has ${original.images.length}\n  Fix: show the same pictures as the English article`,
      );
    else if (isPublished(original) !== isPublished(translation))
      problems.push(
        `${translation.file}: reviewed: ${isPublished(original) ? 'missing' : 'set'}, while ${original.file} ${isPublished(original) ? `was reviewed on ${original.reviewed}` : 'waits for review'}\n` +
          '  Fix: the lawyer reviews both languages together: give both files the same reviewed date, or leave it out of both',
      );
  }
  return { articles: paginate(twins), problems };
}

/** Article body as HTML, with links by number resolved against the loaded set. */
export function renderArticle(article: Article, all: readonly Article[]): string {
  const byNumber = new Map(all.map((a) => [a.number, a.href]));
  const problems: string[] = [];
  // Problems are gathered, not thrown inside the Markdown library, which would add its own text to the message.
  const html = renderMarkdown(article.body, {
    figures: article.figures,
    rewriteHref: (href) => {
      try {
        return resolveContentHref(href, (n) => byNumber.get(n), article.locale);
      } catch (error) {
        const text = fs.existsSync(article.file) ? fs.readFileSync(article.file, 'utf8') : '';
        const index = text.split('\n').findIndex((line) => line.includes(`](${href}`));
        const known = [...byNumber.keys()].sort((a, b) => a - b);
        problems.push(
          `${article.file}: ${index >= 0 ? `line ${index + 1}: ` : ''}a ${(error as Error).message}\n` +
            `  Fix: link a published article by its number (/blogs/${known[0] ?? 1} to /blogs/${known.at(-1) ?? 1}; one waiting for review is not published), or remove the link`,
        );
        return href;
      }
    },
  });
  if (problems.length) throw new ContentError(problems);
  return html;
}

/**
 * The preview (`npm run dev`, or a build with PREVIEW_DRAFTS=1) also shows the articles waiting for a lawyer's review,
 * each under a banner; the published site leaves them out of every page, list, the sitemap and the feed.
 */
const previewingDrafts = (): boolean => process.env.PREVIEW_DRAFTS === '1';

const cache: Partial<Record<Locale, Article[]>> = {};
/** The site's articles in one language, loaded once per build. */
export function getArticles(locale: Locale = 'en'): Article[] {
  const english = (cache.en ??= loadArticles(ARTICLES_DIR, PUBLIC_DIR, 'en', PICTURES_DIR, previewingDrafts()));
  if (locale === 'en') return english;
  return (cache.es ??= loadTranslatedArticles(english));
}
