import fs from 'node:fs';
import path from 'node:path';
import { getArticles, loadArticles, loadTranslatedArticles, renderArticle } from '@/lib/content/articles';
import { blogListPage, blogSegments, resolveBlogSegment } from '@/lib/content/blog';
import { canonicalRoutes } from '@/lib/site/site-routes';
import { ARTICLE_MAX_WORDS, ARTICLE_MIN_WORDS, BLOG_PAGE_SIZE } from '@/lib/limits';
import { tempDir } from '../../support/temp-dir';

/** Body text of `count` words, to bring a fixture article to a length the loader accepts. */
const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i}`).join(' ');

/** The header of a 720x900 WebP file: all the loader reads of a narrow copy, to size it. */
const narrowHeader = () => {
  const bytes = Buffer.alloc(30);
  bytes.write('RIFF', 0);
  bytes.write('WEBPVP8X', 8);
  bytes.writeUIntLE(720 - 1, 24, 3);
  bytes.writeUIntLE(900 - 1, 27, 3);
  return bytes;
};

/** An article's picture files as `npm run images` names them (empty where nothing reads them). */
function writePictures(dir: string) {
  for (const f of ['1', '1-480', '2', '2-480', 'thumb']) fs.writeFileSync(path.join(dir, `${f}.webp`), '');
  for (const f of ['1-narrow', '2-narrow']) fs.writeFileSync(path.join(dir, `${f}.webp`), narrowHeader());
}

/** A throwaway content folder and public/ with `count` valid articles. */
function fixture(count: number, edit?: (n: number, frontmatter: string, body: string) => [string, string]) {
  const root = tempDir('articles-');
  const blog = path.join(root, 'blog');
  const pub = path.join(root, 'public');
  const pics = path.join(root, 'illustrations');
  fs.mkdirSync(blog);
  fs.mkdirSync(pics);
  for (let n = 1; n <= count; n += 1) {
    fs.writeFileSync(path.join(pics, `${String(n).padStart(2, '0')}.json`), pictureFile(n));
    const dir = path.join(pub, 'images', 'blogs', String(n));
    fs.mkdirSync(dir, { recursive: true });
    writePictures(dir);
    let frontmatter = [
      `number: ${n}`,
      `title: "Article number ${n} for the test"`,
      `summary: "A summary of article ${n} that is long enough for the schema."`,
      'reviewed: 2026-11-20',
      `thumbnail: /images/blogs/${n}/thumb.webp`,
      'images:',
      `  - src: /images/blogs/${n}/1.webp`,
      `    caption: "Example figures"`,
      `  - src: /images/blogs/${n}/2.webp`,
      `    caption: "Documents to keep"`,
    ].join('\n');
    let body = `Intro.\n\n## One\n\n[[figure:1]]\n\nSee [fees](/blogs/1) and [contact](contact).\n\n## Two\n\n[[figure:2]]\n\n${words(ARTICLE_MIN_WORDS)}\n`;
    if (edit) [frontmatter, body] = edit(n, frontmatter, body);
    fs.writeFileSync(path.join(blog, `${String(n).padStart(2, '0')}-article.md`), `---\n${frontmatter}\n---\n${body}`);
  }
  return { blog, pub, pics };
}

/** The description of a fixture article's two pictures, which their alt text is written from. */
const pictureFile = (n: number) =>
  JSON.stringify({
    thumbLabel: `Article ${n}`,
    images: [
      {
        file: '1.webp',
        kind: 'bars',
        title: 'Example figures',
        unit: '%',
        bars: ['Low', 'Middle', 'High'].map((label, i) => ({ label, value: 10 * (i + 1) })),
      },
      { file: '2.webp', kind: 'checklist', title: 'Documents to keep', items: ['Bills', 'Letters', 'Notes from your doctor'] },
    ],
  });

const load = (f: ReturnType<typeof fixture>) => loadArticles(f.blog, f.pub, 'en', f.pics);

describe('loadArticles with fixtures', () => {
  it('loads, sorts and paginates valid articles', () => {
    const { blog, pub, pics } = fixture(12);
    const articles = loadArticles(blog, pub, 'en', pics);
    expect(articles.map((a) => a.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(articles[9]?.href).toBe('/blogs/page1/10/');
    expect(articles[10]?.href).toBe('/blogs/page2/11/');
    expect(articles[0]?.figures[0]).toMatchObject({
      width: 960,
      height: 540,
      srcSet: '/images/blogs/1/1-480.webp 480w, /images/blogs/1/1.webp 960w',
      narrow: { src: '/images/blogs/1/1-narrow.webp', width: 720, height: 900 },
    });
  });

  it('publishes a 16th article on page 2 and a 21st on a new page 3 with no code change', () => {
    const sixteen = load(fixture(16));
    expect(sixteen.at(-1)?.href).toBe('/blogs/page2/16/');
    expect(blogSegments(sixteen)).toEqual(['page1', 'page2', ...sixteen.map((a) => String(a.number))]);
    const twentyOne = load(fixture(21));
    expect(twentyOne.at(-1)?.href).toBe('/blogs/page3/21/');
    expect(blogListPage(3, twentyOne)?.articles.map((a) => a.number)).toEqual([21]);
    expect(blogListPage(2, twentyOne)?.next).toBe('/blogs/page3/');
    expect(canonicalRoutes(twentyOne)).toContain('/blogs/page3/');
  });

  it('names the file and field of a missing frontmatter value', () => {
    const { blog, pub, pics } = fixture(2, (n, fm, body) => [n === 2 ? fm.replace(/^summary: .*$/m, '') : fm, body]);
    expect(() => loadArticles(blog, pub, 'en', pics)).toThrow(/02-article\.md: summary: missing\n {2}Fix: write a summary of 40 to 300 characters/);
  });

  it('keeps an article without a review date out of the published set only, and refuses a date not written YYYY-MM-DD', () => {
    const { blog, pub, pics } = fixture(3, (n, fm, body) => [n === 2 ? fm.replace(/^reviewed: .*$/m, '') : fm, body]);
    const previewed = loadArticles(blog, pub, 'en', pics);
    expect(previewed.map((a) => [a.number, a.reviewed])).toEqual([
      [1, '2026-11-20'],
      [2, undefined],
      [3, '2026-11-20'],
    ]);
    const published = loadArticles(blog, pub, 'en', pics, false);
    expect(published.map((a) => [a.number, a.href])).toEqual([
      [1, '/blogs/page1/1/'],
      [3, '/blogs/page1/3/'],
    ]);
    const american = fixture(1, (_, fm, body) => [fm.replace(/^reviewed: .*$/m, 'reviewed: 11/29/2026'), body]);
    expect(() => load(american)).toThrow(/01-article\.md: line 5: reviewed: "11\/29\/2026" is not a date written YYYY-MM-DD\n {2}Fix: write the date/);
    const quoted = fixture(1, (_, fm, body) => [fm.replace(/^reviewed: .*$/m, 'reviewed: "2026-11-21"'), body]);
    expect(load(quoted)[0]?.reviewed).toBe('2026-11-21');
    expect(load(fixture(1))[0]?.reviewed).toBe('2026-11-20');
  });

  it('names the file and field of an image that does not exist', () => {
    const { blog, pub, pics } = fixture(2);
    fs.rmSync(path.join(pub, 'images', 'blogs', '2', '2.webp'));
    expect(() => loadArticles(blog, pub, 'en', pics)).toThrow(
      '02-article.md: line 6: its pictures are not drawn yet (/images/blogs/2/ has no 2.webp)\n  Fix: describe them in content/illustrations/02.json and run npm run images',
    );
  });

  it('asks for npm run images when a picture has no narrow copy, or a broken one', () => {
    const { blog, pub, pics } = fixture(2);
    const narrow = path.join(pub, 'images', 'blogs', '2', '1-narrow.webp');
    fs.rmSync(narrow);
    expect(() => loadArticles(blog, pub, 'en', pics)).toThrow('02-article.md: line 6: its pictures are not drawn yet (/images/blogs/2/ has no 1-narrow.webp)');
    fs.writeFileSync(narrow, 'not a picture');
    expect(() => loadArticles(blog, pub, 'en', pics)).toThrow('/images/blogs/2/1-narrow.webp: not a WebP file (run npm run images)');
  });

  it('rejects a malformed image path', () => {
    const { blog, pub, pics } = fixture(1, (_, fm, body) => [fm.replace('thumbnail: /images/blogs/1/thumb.webp', 'thumbnail: thumb.png'), body]);
    expect(() => loadArticles(blog, pub, 'en', pics)).toThrow(/01-article\.md: line 6: thumbnail: must be \/images\/blogs/);
  });

  it('rejects a duplicate number, naming both files', () => {
    const { blog, pub, pics } = fixture(3, (n, fm, body) => [n === 3 ? fm.replace('number: 3', 'number: 2').replace(/blogs\/3\//g, 'blogs/2/') : fm, body]);
    expect(() => loadArticles(blog, pub, 'en', pics)).toThrow(/03-article\.md: number: 2 is already used by .*02-article\.md/);
  });

  it('requires every image to be placed exactly once', () => {
    const { blog, pub, pics } = fixture(1, (_, fm, body) => [fm, body.replace('[[figure:2]]', '')]);
    expect(() => loadArticles(blog, pub, 'en', pics)).toThrow(
      '01-article.md: line 7: images.1: [[figure:2]] is in the body 0 times, not once\n  Fix: put the line [[figure:2]] once where the picture belongs',
    );
  });

  it('fails the build naming an article shorter or longer than the editorial rule allows', () => {
    const short = fixture(2, (n, fm, body) => [fm, n === 2 ? body.replace(words(ARTICLE_MIN_WORDS), words(10)) : body]);
    expect(() => load(short)).toThrow(
      new RegExp(
        `02-article\\.md: line 13: the article is too short: \\d+ words, an article needs ${ARTICLE_MIN_WORDS} to ${ARTICLE_MAX_WORDS}\n {2}Fix: add at least`,
      ),
    );
    const long = fixture(1, (_, fm, body) => [fm, `${body}\n${words(ARTICLE_MAX_WORDS)}\n`]);
    expect(() => load(long)).toThrow(/01-article\.md: line 13: the article is too long: \d+ words/);
  });

  it('counts words as a reader does, without figure markers or link targets', () => {
    const exact = (n: number) => fixture(1, (_, fm, body) => [fm, body.replace(words(ARTICLE_MIN_WORDS), words(n))]);
    // The fixture's own text has 7 words besides the padding: "Intro.", the two headings and "See [fees] and [contact].".
    const fits = exact(ARTICLE_MIN_WORDS - 7);
    expect(load(fits)).toHaveLength(1);
    const oneShort = exact(ARTICLE_MIN_WORDS - 8);
    expect(() => load(oneShort)).toThrow(`too short: ${ARTICLE_MIN_WORDS - 1} words`);
  });

  it('rewrites links by number to real routes and fails on a missing article', () => {
    const { blog, pub, pics } = fixture(11);
    const articles = loadArticles(blog, pub, 'en', pics);
    const html = renderArticle(articles[10]!, articles);
    expect(html).toContain('href="/blogs/page1/1/"');
    expect(html).toContain('href="/contact/"');
    // A phone gets the narrow copy, sized so the page keeps its place before it loads.
    expect(html).toContain(
      '<figure><picture><source media="(max-width: 599px)" srcset="/images/blogs/11/1-narrow.webp" width="720" height="900"><img src="/images/blogs/11/1.webp"',
    );
    expect(html).toContain('loading="lazy"');
    expect(html).not.toContain('loading="eager"');
    expect(() => renderArticle({ ...articles[0]!, body: '[x](/blogs/99)' }, articles)).toThrow(
      /01-article\.md: a link to article 99, which does not exist\n {2}Fix: link/,
    );
    expect(() => renderArticle({ ...articles[0]!, body: '[x](/blogs/99)' }, articles)).not.toThrow(/markedjs|Please report/);
  });

  it("writes each picture's alt text from its description, and refuses one written by hand", () => {
    const [first] = load(fixture(1));
    expect(first?.figures.map((f) => f.alt)).toEqual([
      "Bar chart titled 'Example figures': Low: 10%; Middle: 20%; High: 30%.",
      "Checklist titled 'Documents to keep': Bills; Letters; Notes from your doctor.",
    ]);
    const handWritten = fixture(1, (_, fm, body) => [fm.replace('    caption: "Example figures"', '    caption: "Example figures"\n    alt: "A chart"'), body]);
    expect(() => load(handWritten)).toThrow(
      /01-article\.md: line 7: images\.0: has an alt text, which is written from the picture's description instead\n {2}Fix: delete the alt line/,
    );
  });

  it('names a picture its description lacks, one described but not shown, and a missing description', () => {
    const f = fixture(1);
    const description = path.join(f.pics, '01.json');
    fs.writeFileSync(description, fs.readFileSync(description, 'utf8').replace('"2.webp"', '"3.webp"'));
    expect(() => load(f)).toThrow(/01-article\.md: images\.1\.src: 2\.webp is not described in .*01\.json \(it describes 1\.webp, 3\.webp\)/);
    expect(() => load(f)).toThrow(/01-article\.md: images: .*01\.json describes 3\.webp, which the article does not show/);
    fs.writeFileSync(description, '{ "thumbLabel": "x", "images": [] }');
    expect(() => load(f)).toThrow(/01\.json: images: expected at least one image/);
    fs.rmSync(description);
    expect(() => load(f)).toThrow(/01\.json: missing: the article's pictures are not described\n {2}Fix: describe them there/);
  });

  it('resolves list, legacy and unknown segments', () => {
    const articles = load(fixture(3));
    expect(resolveBlogSegment('page1', articles)).toEqual({ kind: 'list', page: 1 });
    expect(resolveBlogSegment('2', articles)).toMatchObject({ kind: 'legacy', article: { number: 2 } });
    expect(resolveBlogSegment('9', articles)).toBeUndefined();
    expect(blogListPage(2, articles)).toBeUndefined();
  });

  it('handles an empty blog', () => {
    const { blog, pub, pics } = fixture(0);
    expect(loadArticles(blog, pub, 'en', pics)).toEqual([]);
    expect(blogListPage(1, [])).toMatchObject({ page: 1, total: 1, articles: [] });
  });
});

describe('the real articles', () => {
  const articles = loadArticles();
  const topics = [
    'product liability',
    'insurance adjuster',
    'pre-existing',
    'red flags',
    'communicat',
    'technology',
    'medical malpractice',
    'rehabilitation',
    'contingency fee',
    'long-term',
    'car accident',
    'questions',
    'workplace',
    'essential',
    'compensation',
    'civil claim',
    'time limits',
    'schools',
    'privacy',
    'image',
    'trafficking',
  ];

  it('begin with the fifteen of the specification, in order, then the guides for survivors, numbered without gaps', () => {
    expect(articles.map((a) => a.number)).toEqual(articles.map((_, i) => i + 1));
    topics.forEach((topic, i) => expect(articles[i]?.title.toLowerCase()).toContain(topic));
    const pages = Math.ceil(articles.length / BLOG_PAGE_SIZE);
    for (let page = 1; page <= pages; page += 1) {
      const onPage = articles.filter((a) => a.page === page).length;
      expect(onPage).toBe(page < pages ? BLOG_PAGE_SIZE : articles.length - BLOG_PAGE_SIZE * (pages - 1));
    }
  });

  it('each carries the date it was last reviewed', () => {
    for (const a of [...articles, ...getArticles('es')]) expect(a.reviewed).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it.each(articles.map((a) => a.number))('article %i meets the editorial rules', (n) => {
    const article = articles.find((a) => a.number === n)!;
    expect(article.body.match(/^## /gm)?.length).toBeGreaterThanOrEqual(3);
    expect(article.body).toMatch(/^[-*] /m);
    expect(article.images.length).toBeGreaterThanOrEqual(2);
    expect(article.body).toMatch(/not legal advice/i);
    expect(article.body).toContain('](/formInput/)');
    const html = renderArticle(article, articles);
    expect(html).not.toMatch(/href="\/blogs\/\d+\/?"/);
    expect(html).not.toMatch(/href="(?!\/|#|https?:|tel:|mailto:)/);
  });

  it('state the facts the specification fixes', () => {
    const fees = articles.find((a) => a.number === 9)!.body;
    expect(fees).toMatch(/25%\s*(to|and|-|–)\s*40%/);
    expect(fees).toMatch(/upfront/i);
    const all = articles.map((a) => a.body).join('\n');
    expect(all).toMatch(/two to four years/i);
  });
});

/** Spanish translations of a fixture's articles, in blog/es, with illustrations under /images/es/. */
function translate(blog: string, pub: string, pics: string, skip: number[] = []) {
  const es = path.join(blog, 'es');
  fs.mkdirSync(es);
  fs.mkdirSync(path.join(pics, 'es'));
  for (const name of fs.readdirSync(pics).filter((f) => f.endsWith('.json'))) fs.copyFileSync(path.join(pics, name), path.join(pics, 'es', name));
  for (const name of fs.readdirSync(blog).filter((f) => f.endsWith('.md'))) {
    const n = Number(name.slice(0, 2));
    if (skip.includes(n)) continue;
    const dir = path.join(pub, 'images', 'es', 'blogs', String(n));
    fs.mkdirSync(dir, { recursive: true });
    writePictures(dir);
    fs.writeFileSync(path.join(es, name), fs.readFileSync(path.join(blog, name), 'utf8').replaceAll('/images/blogs/', '/images/es/blogs/'));
  }
  return es;
}

describe('Spanish articles', () => {
  it('load under /es/ with links localised to the Spanish pages', () => {
    const { blog, pub, pics } = fixture(11);
    const english = loadArticles(blog, pub, 'en', pics);
    const spanish = loadTranslatedArticles(english, translate(blog, pub, pics), pub, path.join(pics, 'es'));
    expect(spanish.map((a) => a.href)).toEqual(english.map((a) => `/es${a.href}`));
    expect(spanish[0]?.locale).toBe('es');
    const html = renderArticle(spanish[0]!, spanish);
    expect(html).toContain('href="/es/blogs/page1/1/"');
    expect(html).toContain('href="/es/contact/"');
    expect(blogListPage(1, spanish)?.next).toBe('/es/blogs/page2/');
  });

  it('fail the build naming the English article that has no translation', () => {
    const { blog, pub, pics } = fixture(3);
    const english = loadArticles(blog, pub, 'en', pics);
    const es = translate(blog, pub, pics, [2]);
    expect(() => loadTranslatedArticles(english, es, pub, path.join(pics, 'es'))).toThrow(
      /02-article\.md: has no Spanish translation\n {2}Fix: write it as .*es\/02-article\.md \(the same file name and number, as many pictures\)/,
    );
  });

  it('fail the build naming a translation that lost an illustration or its English original', () => {
    const { blog, pub, pics } = fixture(2);
    const english = loadArticles(blog, pub, 'en', pics);
    const es = translate(blog, pub, pics);
    fs.rmSync(path.join(pub, 'images', 'es', 'blogs', '1', '2-480.webp'));
    expect(() => loadTranslatedArticles(english, es, pub, path.join(pics, 'es'))).toThrow(
      /es\/01-article\.md: line 6: its pictures are not drawn yet \(\/images\/es\/blogs\/1\/ has no 2-480\.webp\)\n {2}Fix: describe them in content\/illustrations\/es\/01\.json/,
    );
    fs.writeFileSync(path.join(pub, 'images', 'es', 'blogs', '1', '2-480.webp'), '');
    fs.copyFileSync(path.join(es, '02-article.md'), path.join(es, '03-extra.md'));
    expect(() => loadTranslatedArticles(english, es, pub, path.join(pics, 'es'))).toThrow(/03-extra\.md: (number: 2 is already used|has no English original)/);
  });
});

describe('the real Spanish edition', () => {
  it('translates every article with the same number and as many illustrations', () => {
    const english = loadArticles();
    const spanish = loadTranslatedArticles(english);
    expect(spanish.map((a) => [a.number, a.images.length])).toEqual(english.map((a) => [a.number, a.images.length]));
  });
});
