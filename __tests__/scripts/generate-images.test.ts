/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { generateArticle, renderSvg, renderThumbSvg, validateIllustrationFile } from '../../scripts/generate-images.mjs';

const checklist = { file: '1.webp', kind: 'checklist', title: 'What to keep', items: ['Photos of the scene', 'Medical bills', 'Names of witnesses'] };
/** The words a picture shows, whatever lines they were wrapped onto. */
const shownText = (svg: string) => svg.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

const split = { file: '2.webp', kind: 'split', title: 'Example split', parts: [{ label: 'Fee', value: 33 }, { label: 'You', value: 67 }], note: 'Example only.' };

describe('validateIllustrationFile', () => {
  it('accepts a well-formed file', () => {
    expect(validateIllustrationFile(JSON.stringify({ thumbLabel: 'Fees', images: [checklist, split] }), '09.json').images).toHaveLength(2);
  });

  it.each([
    [{ images: [checklist] }, /09\.json: field "thumbLabel"/],
    [{ thumbLabel: 'Fees', images: [{ ...checklist, kind: 'pie' }] }, /09\.json: images\[0\].*unknown kind "pie"/],
    [{ thumbLabel: 'Fees', images: [{ ...split, parts: [{ label: 'Fee', value: 30 }, { label: 'You', value: 30 }] }] }, /values sum to 60, expected 100/],
    [{ thumbLabel: 'Fees', images: [{ ...checklist, items: ['only one'] }] }, /images\[0\].*items.*expected 3-6/],
    [{ thumbLabel: 'Fees', images: [checklist, checklist] }, /images\[1\] field "file": "1\.webp" is used twice/],
    [{ thumbLabel: 'Fees', images: [{ ...checklist, file: 'thumb.webp' }] }, /must look like "1\.webp"/],
  ])('names the file, the image and the field of a bad spec (%#)', (data, message) => {
    expect(() => validateIllustrationFile(data, '09.json')).toThrow(message);
  });

  it('names the file when the JSON does not parse', () => {
    expect(() => validateIllustrationFile('{ nope', '03.json')).toThrow(/^03\.json: not valid JSON/);
  });
});

describe('renderSvg and renderThumbSvg', () => {
  it('draws the title and every item, with text escaped', () => {
    const svg = renderSvg({ ...checklist, title: 'Bills & <receipts>' });
    expect(svg).toMatch(/^<svg[^>]*width="960"[^>]*height="540"/);
    expect(shownText(svg)).toContain('Bills &amp; &lt;receipts&gt;');
    for (const item of checklist.items) expect(shownText(svg)).toContain(item);
  });

  it('refuses content too long to lay out instead of clipping it', () => {
    const long = 'an extremely long checklist entry that keeps going well past any sensible length for a picture '.repeat(4);
    expect(() => renderSvg({ ...checklist, items: [long, long, long, long, long, long] })).toThrow(/too long to lay out/);
  });

  it('draws a thumbnail with its label', () => {
    expect(shownText(renderThumbSvg('Car accidents'))).toContain('Car accidents');
  });
});

describe('generateArticle', () => {
  it('writes each picture at two widths and a thumbnail as WebP of the documented sizes', async () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'images-'));
    const written = await generateArticle({ thumbLabel: 'Fees', images: [checklist, split] }, out);
    expect(written.map((w) => path.basename(w.file)).sort()).toEqual(['1-480.webp', '1.webp', '2-480.webp', '2.webp', 'thumb.webp']);
    const sizes = await Promise.all(['1.webp', '1-480.webp', 'thumb.webp'].map(async (f) => sharp(path.join(out, f)).metadata()));
    expect(sizes.map((m) => [m.format, m.width, m.height])).toEqual([
      ['webp', 960, 540],
      ['webp', 480, 270],
      ['webp', 330, 248],
    ]);
  });
});
