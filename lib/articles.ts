import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { z } from 'zod';
import { formatZodIssues } from '@/lib/content-errors';
import { ARTICLE_IMAGE } from '@/lib/limits';
import { figureMarkers, renderMarkdown, type Figure } from '@/lib/markdown';
import { blogPagePath, pageOfIndex } from '@/lib/pagination';
import { resolveContentHref } from '@/lib/article-links';

const ARTICLES_DIR = path.join(process.cwd(), 'content', 'blog');
const PUBLIC_DIR = path.join(process.cwd(), 'public');

const imagePath = z.string().regex(/^\/images\/blogs\/\d+\/[a-z0-9-]+\.webp$/, 'must be /images/blogs/{n}/{name}.webp');

const articleFrontmatterSchema = z.object({
  number: z.number().int().positive(),
  title: z.string().min(10).max(120),
  summary: z.string().min(40).max(300),
  thumbnail: imagePath,
  images: z
    .array(z.object({ src: imagePath, alt: z.string().min(15), caption: z.string().min(5) }).strict())
    .min(2, 'needs at least two images'),
}).strict();

type ArticleFrontmatter = z.infer<typeof articleFrontmatterSchema>;

export interface Article extends ArticleFrontmatter {
  file: string;
  page: number;
  href: string;
  body: string;
  figures: Figure[];
}

const articleHref = (page: number, number: number) => `${blogPagePath(page)}${number}/`;

function toFigure(image: ArticleFrontmatter['images'][number]): Figure {
  const small = image.src.replace(/\.webp$/, `-${ARTICLE_IMAGE.smallWidth}.webp`);
  return {
    ...image,
    width: ARTICLE_IMAGE.width,
    height: ARTICLE_IMAGE.height,
    srcSet: `${small} ${ARTICLE_IMAGE.smallWidth}w, ${image.src} ${ARTICLE_IMAGE.width}w`,
  };
}

/** Checks one parsed file beyond its schema: images on disk, each placed once in the body. */
function contentProblems(file: string, fm: ArticleFrontmatter, body: string, publicDir: string): string[] {
  const problems: string[] = [];
  const expectedPrefix = `/images/blogs/${fm.number}/`;
  const paths: [string, string][] = [['thumbnail', fm.thumbnail], ...fm.images.map((img, i): [string, string] => [`images.${i}.src`, img.src])];
  for (const [field, src] of paths) {
    if (!src.startsWith(expectedPrefix)) problems.push(`${file}: ${field}: must be under ${expectedPrefix}`);
    if (!fs.existsSync(path.join(publicDir, src))) problems.push(`${file}: ${field}: ${src} does not exist in public/`);
    if (field !== 'thumbnail') {
      const small = src.replace(/\.webp$/, `-${ARTICLE_IMAGE.smallWidth}.webp`);
      if (!fs.existsSync(path.join(publicDir, small))) problems.push(`${file}: ${field}: ${small} does not exist in public/ (run npm run images)`);
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
export function loadArticles(dir = ARTICLES_DIR, publicDir = PUBLIC_DIR): Article[] {
  const files = fs.readdirSync(dir).filter((f) => f.endsWith('.md')).sort();
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
    problems.push(...contentProblems(file, result.data, content, publicDir));
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
      return { ...fm, file, page, href: articleHref(page, fm.number), body, figures: fm.images.map(toFigure) };
    });
}

/** Article body as HTML, with links by number resolved against the loaded set. */
export function renderArticle(article: Article, all: readonly Article[]): string {
  const byNumber = new Map(all.map((a) => [a.number, a.href]));
  return renderMarkdown(article.body, {
    figures: article.figures,
    rewriteHref: (href) => {
      try {
        return resolveContentHref(href, (n) => byNumber.get(n));
      } catch (error) {
        throw new Error(`${article.file}: body: ${(error as Error).message}`);
      }
    },
  });
}

export function countWords(markdown: string): number {
  return markdown
    .replace(/\[\[figure:\d+\]\]/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .split(/\s+/)
    .filter((w) => /[A-Za-z0-9]/.test(w)).length;
}

let cache: Article[] | undefined;
/** The site's articles, loaded once per build. */
export function getArticles(): Article[] {
  cache ??= loadArticles();
  return cache;
}
