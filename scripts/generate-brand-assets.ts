// Draws the brand files the site and its e-mails use: favicon, apple icon, e-mail logo and the
// default share image. Run by `npm run images`; outputs are committed.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { brandImageCopy as copy } from '@/content/en/brand-images';
import { BRAND_ICON_SVG, brandShield } from '@/lib/site/brand-icon';
import { palette, white } from '@/lib/site/palette';
import { FONT } from './images/svg';

const root = path.resolve(import.meta.dirname, '..');
const pub = (file: string) => path.join(root, 'public', file);
/** Only on the share image's navy, where the palette's muted grey would be too dark to read. */
const SHARE_LINE_COLOR = '#e2e8f0';

const icon = `${BRAND_ICON_SVG}\n`;

const square = (size: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 40 40"><rect width="40" height="40" fill="${palette.brand.soft}"/>${brandShield(4, 4, 0.8)}</svg>`;

const logo = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="140" viewBox="0 0 600 140">
  <rect width="600" height="140" fill="${white}"/>${brandShield(20, 10, 3)}
  <text x="150" y="68" font-family="${FONT}" font-size="40" font-weight="700" fill="${palette.navy}">${copy.logoFirstLine}</text>
  <text x="150" y="112" font-family="${FONT}" font-size="30" fill="${palette.muted}">${copy.logoSecondLine}</text>
</svg>`;

const share = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.navy}"/><stop offset="1" stop-color="${palette.brand.dark}"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#g)"/>
  <rect x="60" y="60" width="1080" height="510" rx="28" fill="none" stroke="${white}" stroke-opacity="0.25" stroke-width="2"/>
  <g transform="translate(110 130)"><rect width="150" height="150" rx="32" fill="${white}"/>${brandShield(15, 12, 3)}</g>
  <text x="110" y="380" font-family="${FONT}" font-size="40" font-weight="700" fill="${palette.amber.light}">${copy.shareEyebrow.toUpperCase()}</text>
  <text x="110" y="460" font-family="${FONT}" font-size="62" font-weight="700" fill="${white}">${copy.shareHeadline}</text>
  <text x="110" y="520" font-family="${FONT}" font-size="32" fill="${SHARE_LINE_COLOR}">${copy.shareLine}</text>
</svg>`;

// No top-level await: without "type": "module" in package.json, tsx runs this file as CommonJS.
async function main() {
  fs.writeFileSync(pub('icon.svg'), icon);
  await sharp(Buffer.from(square(180)))
    .png()
    .toFile(pub('apple-icon.png'));
  await sharp(Buffer.from(logo)).png({ compressionLevel: 9 }).toFile(pub('logo.png'));
  await sharp(Buffer.from(share)).png({ compressionLevel: 9, palette: true }).toFile(pub('og-default.png'));
  console.log('brand assets written: icon.svg, apple-icon.png, logo.png, og-default.png');
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
