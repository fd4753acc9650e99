import { palette, white } from '@/lib/site/palette';

/** WCAG 2.2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r = 0, g = 0, bl = 0] = [1, 3, 5].map((i) => {
      const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
}

describe('palette', () => {
  // Text and background pairs the site and its pictures draw.
  it.each([
    ['white on brand', white, palette.brand.DEFAULT],
    ['white on brand dark', white, palette.brand.dark],
    ['white on teal', white, palette.teal.DEFAULT],
    ['white on amber', white, palette.amber.DEFAULT],
    ['white on amber dark (button hover)', white, palette.amber.dark],
    ['white on exit', white, palette.exit.DEFAULT],
    ['white on exit dark', white, palette.exit.dark],
    ['white on navy', white, palette.navy],
    ['amber light on navy', palette.amber.light, palette.navy],
    ['navy on soft', palette.navy, palette.brand.soft],
    ['ink on soft', palette.ink, palette.brand.soft],
    ['muted on white', palette.muted, white],
    ['muted on soft', palette.muted, palette.brand.soft],
    ['brand dark links on white', palette.brand.dark, white],
    ['chart values in amber on white', palette.amber.DEFAULT, white],
    ['chart values in teal on white', palette.teal.DEFAULT, white],
  ])('%s meets WCAG AA for text (4.5:1)', (_, text, background) => {
    expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5);
  });
});
