// Finds the illustration files of each edition, checks all of them before drawing any, and writes the
// pictures: content/illustrations/NN.json to public/images/blogs/N/, and its Spanish twin
// content/illustrations/es/NN.json to public/images/es/blogs/N/ under the same file names.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { TextDoesNotFit } from './fit';
import { type Drawn, writeArticleImages } from './raster';
import { renderNarrowSvg, renderSvg, renderThumbSvg } from './render';
import { describeField, type IllustrationFile, parseIllustrationFile, problemLines } from '@/lib/content/illustrations/spec';

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
      problems.push(`${where(err.field)}: ${err.message}\n  Fix: make it a phrase, not a sentence (see docs/content.md, "Pictures")`);
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
  if (!english)
    return [`${spanish.file}: no English twin ${path.basename(spanish.file)} beside it\n  Fix: translate an existing English description under the same name`];
  const names = (a: Article) => a.data.images.map((img) => img.file).join(', ');
  if (names(spanish) === names(english)) return [];
  return [`${spanish.file}: images: files ${names(spanish)} differ from ${english.file}'s ${names(english)}\n  Fix: use the same file names in the same order`];
}

/** The edition's valid articles, and the numbers of all its files, valid or not. */
function readEdition(
  edition: (typeof EDITIONS)[number],
  src: string,
  out: string,
  problems: string[],
  fit: boolean,
): { articles: Article[]; numbers: Set<number> } {
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
      const found = fit ? fitProblems(data, file) : [];
      problems.push(...found);
      if (!found.length) articles.push({ language: edition.language, n, file, data, outDir: path.join(out, edition.outSubdir, String(n)) });
    } catch (err) {
      if (!(err instanceof Error)) throw err;
      problems.push(...problemLines(err.message));
    }
  }
  return { articles, numbers };
}

/** What a picture was drawn from: a hash of its own words, and one of the code and font choice that drew it. */
interface DrawnFrom {
  words: string;
  code: string;
}

/**
 * What was drawn, by path under the output folder ("blogs/19/1-narrow.webp"): each picture's size, its
 * smallest text and a thumbnail's label box, in its own pixels, and what it was drawn from. The end-to-end tests
 * read it to tell how large the text shows on a phone (content/illustrations/drawn.json); `check:content` and
 * `npm run images` read `from` to tell a picture whose description or drawing code changed since.
 */
export type DrawnPictures = Record<string, Omit<Drawn, 'file' | 'bytes'> & { from?: DrawnFrom }>;

const hash = (...parts: string[]) => createHash('sha256').update(parts.join('\0')).digest('hex').slice(0, 16);

const sourcesUnder = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? sourcesUnder(path.join(dir, entry.name)) : entry.name.endsWith('.ts') ? [path.join(dir, entry.name)] : []))
    .sort();

/**
 * Everything besides the words that decides how a picture looks: the layout and rasterising code of scripts/images/
 * (this file only chooses what to draw), with the font choice (svg.ts) and the font's measured widths
 * (text-metrics.ts), and lib/content/illustrations/ but the schema, whose effect on the words (trimmed, NFC) the words' own
 * hash already holds. Read once per run, from the project (the working directory).
 */
const codeHash = (() => {
  let memo: string | undefined;
  return () =>
    (memo ??= hash(
      ...[...sourcesUnder(path.join(process.cwd(), 'scripts', 'images')), ...sourcesUnder(path.join(process.cwd(), 'lib', 'content', 'illustrations'))]
        .filter((file) => !['generate.ts', 'spec.ts'].includes(path.basename(file)))
        .map((file) => `${path.basename(file)}\n${fs.readFileSync(file, 'utf8')}`),
    ));
})();

/** The files `npm run images` writes for one article edition, under `prefix` ("blogs/19"), each with what it is drawn from. */
function expectedFiles(data: IllustrationFile, prefix: string): { key: string; from: DrawnFrom; field: readonly PropertyKey[] }[] {
  const code = codeHash();
  return [
    { key: `${prefix}/thumb.webp`, from: { words: hash(data.thumbLabel), code }, field: ['thumbLabel'] },
    ...data.images.flatMap((img, i) => {
      const base = img.file.replace(/\.webp$/, '');
      const from = { words: hash(JSON.stringify(img)), code };
      return ['', '-480', '-narrow'].map((suffix) => ({ key: `${prefix}/${base}${suffix}.webp`, from, field: ['images', i] }));
    }),
  ];
}

const drawnKey = (article: Article, out: string) => path.relative(out, article.outDir).split(path.sep).join('/');

/** True when every file of the article edition is on disk and was drawn from its present words and code. */
const upToDate = (article: Article, out: string, previous: DrawnPictures) =>
  expectedFiles(article.data, drawnKey(article, out)).every(
    ({ key, from }) => previous[key]?.from?.words === from.words && previous[key].from.code === from.code && fs.existsSync(path.join(out, key)),
  );

interface Written {
  language: Article['language'];
  n: number;
  images: number;
  outDir: string;
  bytes: number;
}

/** Reads and checks every English and Spanish illustration file under `src`, drawing nothing: one line per problem. */
function readIllustrations(src: string, out: string, fit = true): { english: Article[]; spanish: Article[]; numbers: Set<number>; problems: string[] } {
  const problems: string[] = [];
  const [en, es] = EDITIONS.map((edition) => readEdition(edition, src, out, problems, fit));
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
 * drawn.json's record for pictures put in place without drawing them (a benchmark's copies of one article's pictures),
 * as if drawn from their present descriptions, so the content check takes them as drawn.
 */
export function standInDrawings(src: string, out: string): DrawnPictures {
  const { english, spanish } = readIllustrations(src, out, false);
  return Object.fromEntries(
    [...english, ...spanish].flatMap((article) =>
      expectedFiles(article.data, drawnKey(article, out)).map(({ key, from }) => [key, { width: 0, height: 0, smallestTextPx: 0, from }]),
    ),
  );
}

/**
 * The pictures whose description changed since they were drawn (or were never drawn), read from `src`/drawn.json:
 * one line per picture, and one for all when the drawing code or fonts changed, each naming the command that redraws.
 */
export function staleDrawings(src: string, out: string): string[] {
  const manifest = path.join(src, 'drawn.json');
  const previous = fs.existsSync(manifest) ? (JSON.parse(fs.readFileSync(manifest, 'utf8')) as DrawnPictures) : {};
  // Whether the words fit is checkIllustrations' question; drawing them all again here would double the check's time.
  const { english, spanish } = readIllustrations(src, out, false);
  const fix = '\n  Fix: run npm run images (it redraws only the pictures that changed), then commit the pictures and drawn.json';
  let codeChanged = false;
  const problems = [...english, ...spanish].flatMap((article) => {
    const seen = new Set<string>();
    return expectedFiles(article.data, drawnKey(article, out)).flatMap(({ key, from, field }) => {
      const recorded = previous[key]?.from;
      const where = describeField(article.file, field, article.data.images);
      if (recorded && recorded.code !== from.code) codeChanged = true;
      if (seen.has(where) || (recorded && recorded.words === from.words)) return [];
      seen.add(where);
      const what = recorded ? 'changed since its picture was drawn, so the picture and its alt text would disagree' : 'has no drawn picture yet';
      return [`${where}: ${what}${fix}`];
    });
  });
  const code = codeChanged ? [`scripts/images/ or lib/content/illustrations/: the drawing code or fonts changed since the pictures were drawn${fix}`] : [];
  return [...code, ...problems];
}

/**
 * Checks every English and Spanish illustration file under `src`, then writes their pictures under `out`.
 * Throws, before writing anything, one line per problem naming the file, the image and the field.
 */
export async function generateIllustrations(
  src: string,
  out: string,
  previous: DrawnPictures = {},
): Promise<{ written: Written[]; kept: number; warnings: string[]; drawn: DrawnPictures }> {
  const { english, spanish, numbers, problems } = readIllustrations(src, out);
  if (!numbers.size) throw new Error(`no NN.json files in ${rel(src)}`);
  if (problems.length) throw new Error(`invalid illustration files:\n  ${problems.join('\n  ')}`);

  const missing = Array.from({ length: Math.max(...numbers) }, (_, i) => i + 1).filter((n) => !numbers.has(n));
  const warnings = missing.length ? [`no illustrations file for article(s) ${missing.join(', ')}`] : [];

  const written: Written[] = [];
  const drawn: DrawnPictures = {};
  let kept = 0;
  for (const article of [...english, ...spanish]) {
    const expected = expectedFiles(article.data, drawnKey(article, out));
    // Drawing is the slow part: a picture drawn from the same words and code is kept as it is.
    if (upToDate(article, out, previous)) {
      for (const { key } of expected) drawn[key] = previous[key] as DrawnPictures[string];
      kept += 1;
      continue;
    }
    const files = await writeArticleImages(article.data, article.outDir);
    const fromOf = new Map(expected.map(({ key, from }) => [key, from]));
    const bytes = files.reduce((sum, f) => sum + f.bytes, 0);
    written.push({ language: article.language, n: article.n, images: article.data.images.length, outDir: rel(article.outDir), bytes });
    for (const { file, width, height, smallestTextPx, label } of files) {
      const key = path.relative(out, file).split(path.sep).join('/');
      drawn[key] = { width, height, smallestTextPx, ...(label && { label }), from: fromOf.get(key) };
    }
  }
  return { written, kept, warnings, drawn };
}
