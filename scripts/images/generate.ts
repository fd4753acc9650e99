// Finds the illustration files of each edition, checks all of them before drawing any, and writes the
// pictures: scripts/illustrations/NN.json to public/images/blogs/N/, and its Spanish twin
// scripts/illustrations/es/NN.json to public/images/es/blogs/N/ under the same file names.
import fs from 'node:fs';
import path from 'node:path';
import { TextDoesNotFit } from './fit';
import { type Drawn, writeArticleImages } from './raster';
import { renderNarrowSvg, renderSvg, renderThumbSvg } from './render';
import { describeField, type IllustrationFile, parseIllustrationFile } from './spec';

const EDITIONS = [
  { language: 'English', srcSubdir: '', outSubdir: 'blogs' },
  { language: 'Spanish', srcSubdir: 'es', outSubdir: path.join('es', 'blogs') },
] as const;

interface Article {
  language: (typeof EDITIONS)[number]['language'];
  n: number;
  file: string;
  data: IllustrationFile;
  outDir: string;
}

const rel = (p: string) => path.relative(process.cwd(), p) || '.';

/** Draws every picture of a parsed file without writing it, to find text that cannot fit. */
function fitProblems(data: IllustrationFile, file: string): string[] {
  const problems: string[] = [];
  const draw = (render: () => string, where: (field: readonly PropertyKey[]) => string) => {
    try {
      render();
    } catch (err) {
      if (!(err instanceof TextDoesNotFit)) throw err;
      problems.push(`${where(err.field)}: ${err.message}`);
    }
  };
  draw(
    () => renderThumbSvg(data.thumbLabel).svg,
    () => describeField(file, ['thumbLabel']),
  );
  data.images.forEach((img, i) => {
    const where = (field: readonly PropertyKey[]) => describeField(file, ['images', i, ...field], data.images);
    draw(() => renderSvg(img), where);
    draw(() => renderNarrowSvg(img).svg, where);
  });
  return problems;
}

/** A Spanish file draws the same pictures as its English twin, so both articles can name the same files. */
function twinProblems(spanish: Article, english: Article | undefined): string[] {
  if (!english) return [`${spanish.file}: no English twin ${path.basename(spanish.file)} beside it; translate an existing article's file`];
  const names = (a: Article) => a.data.images.map((img) => img.file).join(', ');
  if (names(spanish) === names(english)) return [];
  return [`${spanish.file}: images: files ${names(spanish)} differ from ${english.file}'s ${names(english)}; use the same file names in the same order`];
}

/** The edition's valid articles, and the numbers of all its files, valid or not. */
function readEdition(edition: (typeof EDITIONS)[number], src: string, out: string, problems: string[]): { articles: Article[]; numbers: Set<number> } {
  const dir = path.join(src, edition.srcSubdir);
  const names = fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((f) => /^\d{2}\.json$/.test(f))
        .sort()
    : [];
  const numbers = new Set(names.map((name) => Number.parseInt(name, 10)));
  const articles: Article[] = [];
  for (const name of names) {
    const file = rel(path.join(dir, name));
    const n = Number.parseInt(name, 10);
    try {
      const data = parseIllustrationFile(fs.readFileSync(path.join(dir, name), 'utf8'), file);
      const found = fitProblems(data, file);
      problems.push(...found);
      if (!found.length) articles.push({ language: edition.language, n, file, data, outDir: path.join(out, edition.outSubdir, String(n)) });
    } catch (err) {
      if (!(err instanceof Error)) throw err;
      problems.push(...err.message.split('\n'));
    }
  }
  return { articles, numbers };
}

/**
 * What was drawn, by path under the output folder ("blogs/19/1-narrow.webp"): each picture's size, its
 * smallest text and a thumbnail's label box, in its own pixels. The end-to-end tests read it to tell
 * how large the text shows on a phone (scripts/illustrations/drawn.json).
 */
export type DrawnPictures = Record<string, Omit<Drawn, 'file' | 'bytes'>>;

interface Written {
  language: Article['language'];
  n: number;
  images: number;
  outDir: string;
  bytes: number;
}

/** Reads and checks every English and Spanish illustration file under `src`, drawing nothing: one line per problem. */
function readIllustrations(src: string, out: string): { english: Article[]; spanish: Article[]; numbers: Set<number>; problems: string[] } {
  const problems: string[] = [];
  const [en, es] = EDITIONS.map((edition) => readEdition(edition, src, out, problems));
  const english = en?.articles ?? [];
  const spanish = es?.articles ?? [];
  const numbers = en?.numbers ?? new Set<number>();
  for (const article of spanish) {
    const twin = english.find((a) => a.n === article.n);
    // An English file that exists but is invalid has had its own problems reported.
    if (twin || !numbers.has(article.n)) problems.push(...twinProblems(article, twin));
  }
  return { english, spanish, numbers, problems };
}

/** Every problem in the illustration files under `src` (invalid, too long to fit, no English twin), without drawing. */
export const checkIllustrations = (src: string): string[] => readIllustrations(src, src).problems;

/**
 * Checks every English and Spanish illustration file under `src`, then writes their pictures under `out`.
 * Throws, before writing anything, one line per problem naming the file, the image and the field.
 */
export async function generateIllustrations(src: string, out: string): Promise<{ written: Written[]; warnings: string[]; drawn: DrawnPictures }> {
  const { english, spanish, numbers, problems } = readIllustrations(src, out);
  if (!numbers.size) throw new Error(`no NN.json files in ${rel(src)}`);
  if (problems.length) throw new Error(`invalid illustration files:\n  ${problems.join('\n  ')}`);

  const missing = Array.from({ length: Math.max(...numbers) }, (_, i) => i + 1).filter((n) => !numbers.has(n));
  const warnings = missing.length ? [`no illustrations file for article(s) ${missing.join(', ')}`] : [];

  const written: Written[] = [];
  const drawn: DrawnPictures = {};
  for (const article of [...english, ...spanish]) {
    const files = await writeArticleImages(article.data, article.outDir);
    const bytes = files.reduce((sum, f) => sum + f.bytes, 0);
    written.push({ language: article.language, n: article.n, images: article.data.images.length, outDir: rel(article.outDir), bytes });
    for (const { file, width, height, smallestTextPx, label } of files) {
      drawn[path.relative(out, file).split(path.sep).join('/')] = { width, height, smallestTextPx, ...(label && { label }) };
    }
  }
  return { written, warnings, drawn };
}
