// Content scale: builds copies of the project holding 100 and 1,000 synthetic articles (written
// to the real schema) and reports build time and the largest pages, against the budgets.
import fs from 'node:fs';
import path from 'node:path';
import { BUDGETS, type BudgetLog } from './budgets';
import { kb, largest, pageRows } from './page-weight';
import { BENCH_ROUTES } from './routes';
import { copyProject } from '../lib/project-copy';
import { timedRun } from './run-command';
import { standInDrawings } from '../images/generate';

export interface ScaleRow {
  articles: number;
  buildSeconds: number;
  pages: number;
  secondsPerArticle: number;
  largestListHtmlKb: number;
  largestListJsKb: number;
  largestArticleHtmlKb: number;
  largestArticleJsKb: number;
  unstrippedPages: number;
}

/** The article whose body every synthetic article reuses: a real one, so its length and markup are realistic. */
const TEMPLATE_INDEX = 8;

/** What a synthetic article says of itself, in each language. */
const ENGLISH = {
  title: (n: number) => `Synthetic article ${n} on injury law and compensation`,
  summary: 'A generated article of realistic length, used only to measure how the build scales with the number of articles.',
  picture: (k: number, n: number) => `Generated picture ${k} for article ${n}`,
  caption: (k: number) => `Illustration ${k}`,
};
const SPANISH = {
  title: (n: number) => `Artículo sintético ${n} sobre lesiones e indemnizaciones`,
  summary: 'Un artículo generado de extensión realista, que solo sirve para medir cómo crece la compilación con el número de artículos.',
  picture: (k: number, n: number) => `Ilustración generada ${k} del artículo ${n}`,
  caption: (k: number) => `Ilustración ${k}`,
};

/** The description of a synthetic article's two pictures, which its alt text is written from (the files are article 9's). */
const pictureFile = (words: typeof ENGLISH, n: number) =>
  JSON.stringify({
    thumbLabel: words.title(n),
    images: [1, 2].map((k) => ({ file: `${k}.webp`, kind: 'checklist', title: words.picture(k, n), items: ['One', 'Two', 'Three'] })),
  });

/** A copy of the project whose content/blog holds `count` synthetic articles (real schema). */
function scaleProject(root: string, count: number): string {
  const dir = path.join(root, 'bench', '.tmp', `scale-${count}`);
  copyProject(root, dir);
  // Every article has a Spanish twin under the same file name (the build refuses one without), so
  // each synthetic article is written in both languages, from the same real article in each.
  const languages = [
    { blog: ['content', 'blog'], images: ['public', 'images', 'blogs'], pictures: ['content', 'illustrations'], words: ENGLISH },
    { blog: ['content', 'blog', 'es'], images: ['public', 'images', 'es', 'blogs'], pictures: ['content', 'illustrations', 'es'], words: SPANISH },
  ];
  fs.rmSync(path.join(dir, 'content', 'blog'), { recursive: true });
  fs.rmSync(path.join(dir, 'content', 'illustrations'), { recursive: true });
  for (const language of languages) {
    const sourceDir = path.join(root, ...language.blog);
    const templateName =
      fs
        .readdirSync(sourceDir)
        .filter((name) => name.endsWith('.md'))
        .sort()[TEMPLATE_INDEX] ?? '';
    const template = fs.readFileSync(path.join(sourceDir, templateName), 'utf8');
    const body = template
      .split('\n---\n')
      .slice(1)
      .join('\n---\n')
      .replace(/\/blogs\/\d+\)/g, '/blogs/1)')
      .replace(/\[\[figure:3\]\]\n/g, '');
    // The template's review date: every article must carry one, and any valid date will do.
    const reviewed = /^reviewed: .+$/m.exec(template)?.[0];
    if (!reviewed) throw new Error(`${templateName} has no reviewed date to give the synthetic articles`);
    const blog = path.join(dir, ...language.blog);
    const images = path.join(dir, ...language.images);
    const imagePath = `/${language.images.slice(1).join('/')}`;
    const pictures = path.join(dir, ...language.pictures);
    fs.mkdirSync(blog, { recursive: true });
    fs.mkdirSync(pictures, { recursive: true });
    for (let n = 1; n <= count; n += 1) {
      fs.writeFileSync(path.join(pictures, `${String(n).padStart(2, '0')}.json`), pictureFile(language.words, n));
      const imgDir = path.join(images, String(n));
      if (!fs.existsSync(imgDir)) {
        fs.mkdirSync(imgDir, { recursive: true });
        for (const file of fs.readdirSync(path.join(images, '9'))) fs.linkSync(path.join(images, '9', file), path.join(imgDir, file));
      }
      const frontmatter = [
        '---',
        `number: ${n}`,
        `title: "${language.words.title(n)}"`,
        `summary: "${language.words.summary}"`,
        reviewed,
        `thumbnail: ${imagePath}/${n}/thumb.webp`,
        'images:',
        ...[1, 2].flatMap((k) => [`  - src: ${imagePath}/${n}/${k}.webp`, `    caption: "${language.words.caption(k)}"`]),
        '---',
      ].join('\n');
      fs.writeFileSync(path.join(blog, `${String(n).padStart(4, '0')}-synthetic.md`), `${frontmatter}\n${body}`);
    }
  }
  // The pictures are copies, not drawn from the synthetic descriptions: recorded as drawn, or the build's check refuses them.
  const pictures = path.join(dir, 'content', 'illustrations');
  fs.writeFileSync(path.join(pictures, 'drawn.json'), JSON.stringify(standInDrawings(pictures, path.join(dir, 'public', 'images'))));
  return dir;
}

function scaleRun(root: string, count: number, env: NodeJS.ProcessEnv): ScaleRow {
  const dir = scaleProject(root, count);
  // The post-build steps are part of the build, so their time counts: the copy runs the real
  // `npm run build`, whatever it holds.
  const seconds = timedRun('npm', ['run', 'build'], { cwd: dir, env });
  const pages = pageRows(path.join(dir, 'out'));
  const lists = pages.filter((p) => BENCH_ROUTES.isBlogList(p.route));
  const articles = pages.filter((p) => BENCH_ROUTES.isArticle(p.route));
  const row: ScaleRow = {
    articles: count,
    buildSeconds: Math.round(seconds),
    pages: pages.length,
    secondsPerArticle: Math.round((seconds / count) * 1000) / 1000,
    largestListHtmlKb: kb(largest(lists, 'htmlGzip').htmlGzip),
    largestListJsKb: kb(largest(lists, 'jsGzip').jsGzip),
    largestArticleHtmlKb: kb(largest(articles, 'htmlGzip').htmlGzip),
    largestArticleJsKb: kb(largest(articles, 'jsGzip').jsGzip),
    unstrippedPages: pages.filter((p) => p.loadsFramework).length,
  };
  fs.rmSync(dir, { recursive: true, force: true });
  console.log(`  ${count} articles: ${row.pages} pages in ${row.buildSeconds} s`);
  return row;
}

/** Builds with 100 and with 1,000 articles, and holds the growth between them to the budgets. */
export function contentScale(root: string, env: NodeJS.ProcessEnv, budgets: BudgetLog): ScaleRow[] {
  const small = scaleRun(root, 100, env);
  const large = scaleRun(root, 1000, env);
  budgets.record(
    'Build time with 1,000 articles',
    Math.round(large.buildSeconds / 6) / 10,
    `≤ ${BUDGETS.buildMinutesAt1000}`,
    large.buildSeconds <= BUDGETS.buildMinutesAt1000 * 60,
    'min',
  );
  const growth = Math.round((large.secondsPerArticle / small.secondsPerArticle) * 100) / 100;
  budgets.record('Cost per article, 1,000 vs 100', growth, `≤ ${BUDGETS.perArticleGrowth}×`, growth <= BUDGETS.perArticleGrowth, '×');
  budgets.record(
    'List page HTML does not grow (1,000 vs 100)',
    large.largestListHtmlKb,
    `≈ ${small.largestListHtmlKb}`,
    large.largestListHtmlKb <= small.largestListHtmlKb * 1.1,
    'KB',
  );
  for (const scale of [small, large]) {
    budgets.record(`Pages left with the framework, ${scale.articles} articles`, scale.unstrippedPages, '0', scale.unstrippedPages === 0);
  }
  return [small, large];
}
