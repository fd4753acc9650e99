import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { ARTICLE_IMAGE, THUMBNAIL } from '@/lib/limits';
import { writeArticleImages } from '@/scripts/images/raster';
import { parseIllustrationFile } from '@/scripts/images/spec';
import { checklist, split } from './fixtures';

describe('writeArticleImages', () => {
  it('writes each picture at two widths and a thumbnail as WebP of the sizes the site declares', async () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'images-'));
    const data = parseIllustrationFile(JSON.stringify({ thumbLabel: 'Fees', images: [checklist, split] }), '09.json');
    const written = await writeArticleImages(data, out);
    expect(written.map((w) => path.basename(w.file)).sort()).toEqual(['1-480.webp', '1.webp', '2-480.webp', '2.webp', 'thumb.webp']);
    const sizes = await Promise.all(['1.webp', '1-480.webp', 'thumb.webp'].map(async (f) => sharp(path.join(out, f)).metadata()));
    expect(sizes.map((m) => [m.format, m.width, m.height])).toEqual([
      ['webp', ARTICLE_IMAGE.width, ARTICLE_IMAGE.height],
      ['webp', ARTICLE_IMAGE.smallWidth, ARTICLE_IMAGE.smallHeight],
      ['webp', THUMBNAIL.width, THUMBNAIL.height],
    ]);
    for (const w of written) expect(w.bytes).toBe(fs.statSync(w.file).size);
  });
});
