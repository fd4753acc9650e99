import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { BRAND as site } from '@/content/shared/brand';
import { type DrawnPictures, generateIllustrations, staleDrawings, standInDrawings } from '@/scripts/images/generate';
import { renderNarrowSvg, renderSvg, renderThumbSvg } from '@/scripts/images/render';
import { parseIllustrationFile } from '@/lib/content/illustrations/spec';
import { checklist, checklistEs } from './fixtures';
import { tempDir } from '../../support/temp-dir';

/** A scratch source folder holding `files` (path under it -> JSON data), and an empty output folder. */
function scratch(files: Record<string, unknown>): { src: string; out: string } {
  const root = tempDir('illustrations-');
  const src = path.join(root, 'src');
  for (const [name, data] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(src, name)), { recursive: true });
    fs.writeFileSync(path.join(src, name), JSON.stringify(data));
  }
  return { src, out: path.join(root, 'out') };
}

const english = { thumbLabel: 'What to keep', images: [checklist] };
const spanish = { thumbLabel: 'Qué guardar', images: [checklistEs] };
const listing = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []);

describe('generateIllustrations', () => {
  it('draws a Spanish twin into es/blogs/{n}/ with the same file names and sizes as the English', async () => {
    const { src, out } = scratch({ '01.json': english, 'es/01.json': spanish });
    const { written, drawn } = await generateIllustrations(src, out);
    expect(written.map((w) => [w.language, w.n])).toEqual([
      ['English', 1],
      ['Spanish', 1],
    ]);
    const en = path.join(out, 'blogs', '1');
    const es = path.join(out, 'es', 'blogs', '1');
    expect(listing(es)).toEqual(['1-480.webp', '1-narrow.webp', '1.webp', 'thumb.webp']);
    expect(listing(es)).toEqual(listing(en));
    for (const name of listing(en)) {
      const [a, b] = await Promise.all([sharp(path.join(en, name)).metadata(), sharp(path.join(es, name)).metadata()]);
      // The narrow copy is as tall as its words need, and Spanish runs longer.
      if (name.endsWith('-narrow.webp')) expect(b.width).toBe(a.width);
      else expect([b.width, b.height]).toEqual([a.width, a.height]);
    }
    // What the end-to-end tests read: each picture's pixel size, its smallest text, the thumbnail's label box.
    expect(Object.keys(drawn).sort()).toEqual([...listing(en).map((f) => `blogs/1/${f}`), ...listing(es).map((f) => `es/blogs/1/${f}`)].sort());
    for (const [file, facts] of Object.entries(drawn)) {
      const meta = await sharp(path.join(out, file)).metadata();
      expect([facts.width, facts.height]).toEqual([meta.width, meta.height]);
    }
    // The narrow copy is 720 px wide from a 360-unit drawing whose smallest text is 0.9 x 16 units.
    expect(drawn['blogs/1/1-narrow.webp']?.smallestTextPx).toBeGreaterThanOrEqual(28);
    expect(drawn['blogs/1/thumb.webp']?.label).toEqual(expect.objectContaining({ x: expect.any(Number), w: expect.any(Number) }));
    // Same layout, different words: the Spanish picture is not a copy of the English one.
    expect(fs.readFileSync(path.join(es, '1.webp')).equals(fs.readFileSync(path.join(en, '1.webp')))).toBe(false);
  });

  it('refuses Spanish text that cannot fit, naming the file, image and field, and writes nothing', async () => {
    const tooLong = 'Guarde todas las facturas médicas, los recibos de farmacia y cualquier otro papel que muestre lo que ha pagado '.repeat(4);
    const { src, out } = scratch({
      '01.json': english,
      'es/01.json': { ...spanish, images: [{ ...checklistEs, items: [...checklistEs.items.slice(0, 2), tooLong] }] },
    });
    await expect(generateIllustrations(src, out)).rejects.toThrow(/es\/01\.json: images\.0 \(1\.webp\): items\.2 \("[^"]+"\): too long to fit/);
    expect(fs.existsSync(out)).toBe(false);
  });

  it('refuses a Spanish file whose pictures do not match its English twin', async () => {
    const { src, out } = scratch({ '01.json': english, 'es/01.json': { ...spanish, images: [{ ...checklistEs, file: 'uno.webp' }] } });
    await expect(generateIllustrations(src, out)).rejects.toThrow(/es\/01\.json: images: files uno\.webp differ from .*01\.json's 1\.webp/);
  });

  it('refuses a Spanish file with no English twin', async () => {
    const { src, out } = scratch({ '01.json': english, 'es/02.json': spanish });
    await expect(generateIllustrations(src, out)).rejects.toThrow(/es\/02\.json: no English twin/);
  });

  it('warns about a gap in the English article numbers', async () => {
    const { src, out } = scratch({ '02.json': english });
    await expect(generateIllustrations(src, out)).resolves.toMatchObject({ warnings: ['no illustrations file for article(s) 1'] });
  });
});

describe('drawing only what changed', () => {
  /** Draws `files` once, recording drawn.json as `npm run images` does. */
  async function drawnOnce(files: Record<string, unknown>) {
    const { src, out } = scratch(files);
    const first = await generateIllustrations(src, out);
    fs.writeFileSync(path.join(src, 'drawn.json'), JSON.stringify(first.drawn));
    return { src, out, first };
  }

  it('keeps a picture whose words and code are unchanged, byte for byte, and redraws the one whose words changed', async () => {
    const { src, out, first } = await drawnOnce({ '01.json': english, '02.json': english });
    const before = fs.readFileSync(path.join(out, 'blogs', '1', '1.webp'));
    fs.writeFileSync(path.join(src, '02.json'), JSON.stringify({ ...english, images: [{ ...checklist, title: 'What to bring' }] }));
    const second = await generateIllustrations(src, out, first.drawn);
    expect(second.written.map((w) => w.n)).toEqual([2]);
    expect(second.kept).toBe(1);
    expect(fs.readFileSync(path.join(out, 'blogs', '1', '1.webp')).equals(before)).toBe(true);
    expect(Object.keys(second.drawn).sort()).toEqual(Object.keys(first.drawn).sort());
  });

  it('refuses, naming the picture and the command, a description changed since its picture was drawn', async () => {
    const { src, out } = await drawnOnce({ '01.json': english });
    expect(staleDrawings(src, out)).toEqual([]);
    fs.writeFileSync(path.join(src, '01.json'), JSON.stringify({ ...english, images: [{ ...checklist, title: 'What to bring' }] }));
    expect(staleDrawings(src, out)).toEqual([
      `${path.relative(process.cwd(), path.join(src, '01.json'))}: images.0 (1.webp): changed since its picture was drawn, so the picture and its alt text would disagree\n` +
        '  Fix: run npm run images (it redraws only the pictures that changed), then commit the pictures and drawn.json',
    ]);
  });

  it("records stand-in copies (a benchmark's) as drawn from their descriptions, so the check takes them", () => {
    const { src, out } = scratch({ '01.json': english, 'es/01.json': spanish });
    fs.writeFileSync(path.join(src, 'drawn.json'), JSON.stringify(standInDrawings(src, out)));
    expect(staleDrawings(src, out)).toEqual([]);
  });

  it('names a described picture that was never drawn', async () => {
    const { src, out } = await drawnOnce({ '01.json': english });
    fs.writeFileSync(path.join(src, '02.json'), JSON.stringify(english));
    expect(staleDrawings(src, out).map((line) => line.split('\n')[0])).toEqual([
      `${path.relative(process.cwd(), path.join(src, '02.json'))}: thumbLabel: has no drawn picture yet`,
      `${path.relative(process.cwd(), path.join(src, '02.json'))}: images.0 (1.webp): has no drawn picture yet`,
    ]);
  });
});

describe('the illustration files in the repository', () => {
  const dir = path.join(process.cwd(), 'content', 'illustrations');
  const files = [...listing(dir), ...listing(path.join(dir, 'es')).map((f) => `es/${f}`)].filter((f) => /\d{2}\.json$/.test(f));

  it.each(files)('%s is valid, fits, and names no site', (name) => {
    const data = parseIllustrationFile(fs.readFileSync(path.join(dir, name), 'utf8'), name);
    for (const svg of [renderThumbSvg(data.thumbLabel).svg, ...data.images.map(renderSvg), ...data.images.map((img) => renderNarrowSvg(img).svg)]) {
      expect(svg).not.toContain(site.name);
      expect(svg).not.toContain(site.shortName);
    }
  });

  it('were each drawn from their present description, code and fonts', () => {
    expect(staleDrawings(dir, path.join(process.cwd(), 'public', 'images'))).toEqual([]);
  });

  it('drawn.json, what the end-to-end tests read, names every picture in public/images at its real size', async () => {
    const drawn = JSON.parse(fs.readFileSync(path.join(dir, 'drawn.json'), 'utf8')) as DrawnPictures;
    const images = path.join(process.cwd(), 'public', 'images');
    const onDisk = ['blogs', path.join('es', 'blogs')].flatMap((edition) =>
      listing(path.join(images, edition)).flatMap((n) => listing(path.join(images, edition, n)).map((f) => [edition, n, f].join('/'))),
    );
    expect(Object.keys(drawn).sort()).toEqual(onDisk.sort());
    for (const [file, facts] of Object.entries(drawn).filter(([file]) => file.endsWith('-narrow.webp'))) {
      const meta = await sharp(path.join(images, file)).metadata();
      expect([file, facts.width, facts.height]).toEqual([file, meta.width, meta.height]);
    }
  });
});
