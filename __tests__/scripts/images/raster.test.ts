import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { ARTICLE_IMAGE, THUMBNAIL } from '@/lib/limits';
import { writeArticleImages } from '@/scripts/images/raster';
import { parseIllustrationFile } from '@/lib/content/illustrations/spec';
import { checklist, split } from './fixtures';
import { tempDir } from '../../support/temp-dir';

describe('writeArticleImages', () => {
  it('writes each picture at two widths, a narrow copy and a thumbnail as WebP of the sizes the site declares', async () => {
    const out = tempDir('images-');
    const data = parseIllustrationFile(JSON.stringify({ thumbLabel: 'Fees', images: [checklist, split] }), '09.json');
    const written = await writeArticleImages(data, out);
    expect(written.map((w) => path.basename(w.file)).sort()).toEqual([
      '1-480.webp',
      '1-narrow.webp',
      '1.webp',
      '2-480.webp',
      '2-narrow.webp',
      '2.webp',
      'thumb.webp',
    ]);
    const sizes = await Promise.all(['1.webp', '1-480.webp', 'thumb.webp', '1-narrow.webp'].map(async (f) => sharp(path.join(out, f)).metadata()));
    expect(sizes.map((m) => [m.format, m.width])).toEqual([
      ['webp', ARTICLE_IMAGE.width],
      ['webp', ARTICLE_IMAGE.smallWidth],
      ['webp', THUMBNAIL.width],
      ['webp', ARTICLE_IMAGE.narrowWidth],
    ]);
    expect(sizes.slice(0, 3).map((m) => m.height)).toEqual([ARTICLE_IMAGE.height, ARTICLE_IMAGE.smallHeight, THUMBNAIL.height]);
    // A phone's copy is taller for its width than the wide one (9:16): one column of the same words.
    expect(sizes[3]?.height).toBeGreaterThan(ARTICLE_IMAGE.narrowWidth * 0.75);
    for (const w of written) {
      expect(w.bytes).toBe(fs.statSync(w.file).size);
      expect([w.width, w.height]).toEqual(
        await sharp(w.file)
          .metadata()
          .then((m) => [m.width, m.height]),
      );
    }
    // The smallest text, in each file's own pixels: the narrow copy's is twice the 480 px copy's, and more.
    const px = (name: string) => written.find((w) => path.basename(w.file) === name)?.smallestTextPx ?? 0;
    expect(px('1-narrow.webp')).toBeGreaterThan(2 * px('1-480.webp'));
  });
});
