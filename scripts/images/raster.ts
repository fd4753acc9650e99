// Turns the drawn SVGs into the WebP files the site serves.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { ARTICLE_IMAGE, THUMBNAIL } from '@/lib/limits';
import { type LabelBox, NARROW, renderNarrowSvg, renderSvg, renderThumbSvg } from './render';
import type { IllustrationFile } from '@/lib/content/illustrations/spec';
import { r1, smallestFontSize } from './svg';

/** Quality ~80; a picture over MAX_BYTES is re-encoded at the next lower quality, so output stays deterministic. */
const WEBP_QUALITIES = [80, 76, 72, 68];
const MAX_BYTES = 30 * 1024;

interface Job {
  svg: string;
  svgWidth: number;
  file: string;
  width: number;
  height: number;
  label?: LabelBox;
}

/** One written picture: its size, and what a test needs to know how large its text shows. */
export interface Drawn {
  file: string;
  bytes: number;
  width: number;
  height: number;
  /** The smallest text's font size, in the picture's own pixels. */
  smallestTextPx: number;
  /** A thumbnail's label, in the picture's own pixels. */
  label?: LabelBox;
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

const scaled = (box: LabelBox, k: number): LabelBox => ({ x: r1(box.x * k), y: r1(box.y * k), w: r1(box.w * k), h: r1(box.h * k) });

/**
 * Writes an article's pictures into `outDir`: for each image "k.webp" at full size, "k-480.webp" (for
 * srcset) and "k-narrow.webp" (for phones), plus "thumb.webp". Draws every SVG before writing anything,
 * so a text that does not fit leaves the folder as it was. Returns the written files.
 */
export async function writeArticleImages(data: IllustrationFile, outDir: string): Promise<Drawn[]> {
  const { width, height, smallWidth, smallHeight, narrowWidth } = ARTICLE_IMAGE;
  const jobs: Job[] = data.images.flatMap((img) => {
    const svg = renderSvg(img);
    const narrow = renderNarrowSvg(img);
    const base = path.join(outDir, img.file.replace(/\.webp$/, ''));
    return [
      { svg, svgWidth: width, file: `${base}.webp`, width, height },
      { svg, svgWidth: width, file: `${base}-${smallWidth}.webp`, width: smallWidth, height: smallHeight },
      {
        svg: narrow.svg,
        svgWidth: NARROW.width,
        file: `${base}-narrow.webp`,
        width: narrowWidth,
        height: Math.round((narrow.height * narrowWidth) / NARROW.width),
      },
    ];
  });
  const thumb = renderThumbSvg(data.thumbLabel);
  jobs.push({ svg: thumb.svg, svgWidth: THUMBNAIL.width, file: path.join(outDir, 'thumb.webp'), ...THUMBNAIL, label: thumb.label });
  fs.mkdirSync(outDir, { recursive: true });
  const sizes = await Promise.all(jobs.map(writeWebp));
  return jobs.map((job, i) => {
    const k = job.width / job.svgWidth;
    const drawn: Drawn = {
      file: job.file,
      bytes: sizes[i] ?? 0,
      width: job.width,
      height: job.height,
      smallestTextPx: r1(smallestFontSize(job.svg) * k),
    };
    if (job.label) drawn.label = scaled(job.label, k);
    return drawn;
  });
}
