// Turns the drawn SVGs into the WebP files the site serves.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { ARTICLE_IMAGE, THUMBNAIL } from '@/lib/limits';
import { renderSvg, renderThumbSvg } from './render';
import type { IllustrationFile } from './spec';

/** Quality ~80; a picture over MAX_BYTES is re-encoded at the next lower quality, so output stays deterministic. */
const WEBP_QUALITIES = [80, 76, 72, 68];
const MAX_BYTES = 30 * 1024;

interface Job {
  svg: string;
  svgWidth: number;
  file: string;
  width: number;
  height: number;
}

/** Rasterises straight at the target size, not by shrinking a large raster, so small copies stay sharp. */
async function writeWebp({ svg, svgWidth, file, width, height }: Job): Promise<number> {
  const density = (72 * width) / svgWidth;
  const raster = await sharp(Buffer.from(svg), { density }).resize(width, height, { fit: 'fill' }).png().toBuffer();
  let out = Buffer.alloc(0);
  for (const quality of WEBP_QUALITIES) {
    out = await sharp(raster).webp({ quality, effort: 6 }).toBuffer();
    if (out.length <= MAX_BYTES) break;
  }
  fs.writeFileSync(file, out);
  return out.length;
}

/**
 * Writes an article's pictures into `outDir`: for each image "k.webp" at full size and "k-480.webp"
 * (for srcset), plus "thumb.webp". Draws every SVG before writing anything, so a text that does not fit
 * leaves the folder as it was. Returns the written files with their sizes in bytes.
 */
export async function writeArticleImages(data: IllustrationFile, outDir: string): Promise<{ file: string; bytes: number }[]> {
  const { width, height, smallWidth, smallHeight } = ARTICLE_IMAGE;
  const jobs: Job[] = data.images.flatMap((img) => {
    const svg = renderSvg(img);
    const base = path.join(outDir, img.file.replace(/\.webp$/, ''));
    return [
      { svg, svgWidth: width, file: `${base}.webp`, width, height },
      { svg, svgWidth: width, file: `${base}-${smallWidth}.webp`, width: smallWidth, height: smallHeight },
    ];
  });
  jobs.push({ svg: renderThumbSvg(data.thumbLabel), svgWidth: THUMBNAIL.width, file: path.join(outDir, 'thumb.webp'), ...THUMBNAIL });
  fs.mkdirSync(outDir, { recursive: true });
  const sizes = await Promise.all(jobs.map(writeWebp));
  return jobs.map((job, i) => ({ file: job.file, bytes: sizes[i] ?? 0 }));
}
