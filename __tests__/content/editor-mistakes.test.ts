import fs from 'node:fs';
import path from 'node:path';
import { readArticles, readTranslatedArticles, renderArticle } from '@/lib/content/articles';
import { outcomePromiseProblems } from '@/lib/content/rules/outcome-promises';
import { formatProblem } from '@/lib/content/rules/problem';
import { ARTICLE_MAX_WORDS, ARTICLE_MIN_WORDS } from '@/lib/limits';
import { tempDir } from '../support/temp-dir';

/*
 * The mistakes an editor really makes when adding an article, each refused with the file, the line (or the field of
 * a picture file), what is wrong in plain words and a Fix line, and nothing else: no library's own words, no repeat.
 */

const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i}`).join(' ');

/** The header of a 720x900 WebP file: all the loader reads of a narrow copy. */
function narrowHeader() {
  const bytes = Buffer.alloc(30);
  bytes.write('RIFF', 0);
  bytes.write('WEBPVP8X', 8);
  bytes.writeUIntLE(720 - 1, 24, 3);
  bytes.writeUIntLE(900 - 1, 27, 3);
  return bytes;
}

const description = JSON.stringify({
  thumbLabel: 'Your first consultation',
  images: [
    { file: '1.webp', kind: 'checklist', title: 'Bring what you have', items: ['Dates', 'Letters', 'Photos'] },
    { file: '2.webp', kind: 'steps', title: 'What happens next', steps: ['You write', 'The firm replies', 'You decide'] },
  ],
});

const frontmatter = (reviewed: string) =>
  [
    '---',
    'number: 1',
    'title: "What to expect at a first talk"',
    'summary: "What happens before, during and after a first talk with the firm, step by step."',
    reviewed,
    'thumbnail: /images/blogs/1/thumb.webp',
    'images:',
    '  - src: /images/blogs/1/1.webp',
    '    caption: "Bring what you have."',
    '  - src: /images/blogs/1/2.webp',
    '    caption: "What happens next."',
    '---',
  ].join('\n');

const body = (padding: number, extra = '') => `Intro. ${extra}\n\n[[figure:1]]\n\n${words(padding)}\n\n[[figure:2]]\n\nThe end.\n`;

/** One English article (and, unless `spanish` is false, its twin) with its pictures drawn, as an editor leaves it. */
function project({ reviewed = 'reviewed: 2026-11-20', text = body(ARTICLE_MIN_WORDS), spanish = true, picture = description } = {}) {
  const root = tempDir('editor-');
  const blog = path.join(root, 'blog');
  const pics = path.join(root, 'illustrations');
  const pub = path.join(root, 'public');
  fs.mkdirSync(path.join(blog, 'es'), { recursive: true });
  fs.mkdirSync(path.join(pics, 'es'), { recursive: true });
  for (const edition of ['blogs', 'es/blogs']) {
    const dir = path.join(pub, 'images', edition, '1');
    fs.mkdirSync(dir, { recursive: true });
    for (const f of ['1', '1-480', '2', '2-480', 'thumb']) fs.writeFileSync(path.join(dir, `${f}.webp`), '');
    for (const f of ['1-narrow', '2-narrow']) fs.writeFileSync(path.join(dir, `${f}.webp`), narrowHeader());
  }
  const file = path.join(blog, '01-first-talk.md');
  fs.writeFileSync(file, `${frontmatter(reviewed)}\n${text}`);
  fs.writeFileSync(path.join(pics, '01.json'), picture);
  fs.writeFileSync(path.join(pics, 'es', '01.json'), description);
  if (spanish) fs.writeFileSync(path.join(blog, 'es', '01-first-talk.md'), `${frontmatter(reviewed).replace(/\/images\//g, '/images/es/')}\n${text}`);
  const rel = (p: string) => path.relative(process.cwd(), p);
  const english = () => readArticles(blog, pub, 'en', pics);
  return { file: rel(file), pics: rel(pics), spanishFile: rel(path.join(blog, 'es', '01-first-talk.md')), english, blog, pub, picsDir: pics };
}

describe("an editor's mistakes", () => {
  it('a misspelled picture field: one message, naming the file, picture and field, with the right name', () => {
    const p = project({ picture: description.replace('"title":"Bring what you have"', '"titel":"Bring what you have"') });
    expect(p.english().problems).toEqual([`${p.pics}/01.json: images.0 (1.webp): "titel" is not a field of a checklist picture\n  Fix: rename it "title"`]);
  });

  it('a missing Spanish file: names the English file and the file to write', () => {
    const p = project({ spanish: false });
    const { problems } = readTranslatedArticles(p.english().articles, path.join(p.blog, 'es'), p.pub, path.join(p.picsDir, 'es'));
    expect(problems).toEqual([`${p.file}: has no Spanish translation\n  Fix: write it as ${p.spanishFile} (the same file name and number, as many pictures)`]);
  });

  it("a link to an article that does not exist: its line, and no word of the Markdown library's own", () => {
    const p = project({ text: body(ARTICLE_MIN_WORDS, 'See [the fees](/blogs/99).') });
    const [article] = p.english().articles;
    if (!article) throw new Error('the fixture article did not load');
    expect(() => renderArticle(article, [article])).toThrow(
      `Invalid content:\n${p.file}: line 13: a link to article 99, which does not exist\n` +
        '  Fix: link a published article by its number (/blogs/1 to /blogs/1; one waiting for review is not published), or remove the link',
    );
  });

  it('a date written 11/29/2026: its line, and the form to write it in', () => {
    const p = project({ reviewed: 'reviewed: 11/29/2026' });
    expect(p.english().problems).toEqual([
      `${p.file}: line 5: reviewed: "11/29/2026" is not a date written YYYY-MM-DD\n` +
        '  Fix: write the date the reviewing lawyer gives you as YYYY-MM-DD, e.g. reviewed: 2026-11-29; or leave the line out while the article waits for the review (it is checked and previewed, not published)',
    ]);
  });

  it('a 170-word article: the line its body starts on, and how many words to add', () => {
    // "Intro." and "The end." are three words besides the padding.
    const p = project({ text: body(167) });
    expect(p.english().problems).toEqual([
      `${p.file}: line 13: the article is too short: 170 words, an article needs ${ARTICLE_MIN_WORDS} to ${ARTICLE_MAX_WORDS}\n` +
        `  Fix: add at least ${ARTICLE_MIN_WORDS - 170} words (figure markers and link addresses do not count)`,
    ]);
  });

  it('a promise of a result: its line, why in one sentence, and honest words to write instead', () => {
    const p = project({ text: body(ARTICLE_MIN_WORDS, 'We will win your case.') });
    expect(outcomePromiseProblems(p.file, fs.readFileSync(p.file, 'utf8')).map(formatProblem)).toEqual([
      `${p.file}: line 13: "We will win your case." promises how the case ends; nobody can, and lawyer advertising may not raise expectations of a result (ABA Model Rule 7.1)\n` +
        '  Fix: say what the firm does, not how the case ends, e.g. "A lawyer at the firm can tell you what may help your case and what may make it harder."',
    ]);
  });
});
