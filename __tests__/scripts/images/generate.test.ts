import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { BRAND as site } from '@/content/shared/brand';
import { generateIllustrations } from '@/scripts/images/generate';
import { renderSvg, renderThumbSvg } from '@/scripts/images/render';
import { parseIllustrationFile } from '@/scripts/images/spec';
import { checklist, checklistEs } from './fixtures';

/** A scratch source folder holding `files` (path under it -> JSON data), and an empty output folder. */
function scratch(files: Record<string, unknown>): { src: string; out: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'illustrations-'));
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
    const { written } = await generateIllustrations(src, out);
    expect(written.map((w) => [w.language, w.n])).toEqual([
      ['English', 1],
      ['Spanish', 1],
    ]);
    const en = path.join(out, 'blogs', '1');
    const es = path.join(out, 'es', 'blogs', '1');
    expect(listing(es)).toEqual(['1-480.webp', '1.webp', 'thumb.webp']);
    expect(listing(es)).toEqual(listing(en));
    for (const name of listing(en)) {
      const [a, b] = await Promise.all([sharp(path.join(en, name)).metadata(), sharp(path.join(es, name)).metadata()]);
      expect([b.width, b.height]).toEqual([a.width, a.height]);
    }
    // Same layout, different words: the Spanish picture is not a copy of the English one.
    expect(fs.readFileSync(path.join(es, '1.webp')).equals(fs.readFileSync(path.join(en, '1.webp')))).toBe(false);
  });

  it('refuses Spanish text that cannot fit, naming the file, image and field, and writes nothing', async () => {
    const tooLong = 'Guarde todas las facturas médicas, los recibos de farmacia y cualquier otro papel que muestre lo que ha pagado '.repeat(4);
    const { src, out } = scratch({
      '01.json': english,
      'es/01.json': { ...spanish, images: [{ ...checklistEs, items: [...checklistEs.items.slice(0, 2), tooLong] }] },
    });
    await expect(generateIllustrations(src, out)).rejects.toThrow(/es\/01\.json: images\.0 \(1\.webp\): items\.2: too long to fit/);
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

describe('the illustration files in the repository', () => {
  const dir = path.join(process.cwd(), 'scripts', 'illustrations');
  const files = [...listing(dir), ...listing(path.join(dir, 'es')).map((f) => `es/${f}`)].filter((f) => /\d{2}\.json$/.test(f));

  it.each(files)('%s is valid, fits, and names no site', (name) => {
    const data = parseIllustrationFile(fs.readFileSync(path.join(dir, name), 'utf8'), name);
    for (const svg of [renderThumbSvg(data.thumbLabel), ...data.images.map(renderSvg)]) {
      expect(svg).not.toContain(site.name);
      expect(svg).not.toContain(site.shortName);
    }
  });
});
