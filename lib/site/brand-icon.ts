import { palette, white } from '@/lib/site/palette';

/** The brand's shield, drawn in a 40 × 40 box, placed at (x, y) and scaled by s. */
export const brandShield = (x: number, y: number, s: number) =>
  `<g transform="translate(${x} ${y}) scale(${s})"><path d="M20 3 5 9v10c0 9.2 6.3 15.8 15 18 8.7-2.2 15-8.8 15-18V9L20 3Z" fill="${palette.brand.DEFAULT}"/><path d="M20 29s-8-4.8-8-10.2A4.4 4.4 0 0 1 20 16a4.4 4.4 0 0 1 8 2.8C28 24.2 20 29 20 29Z" fill="${white}"/></g>`;

/** The favicon: the shield alone. */
export const BRAND_ICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40">${brandShield(0, 0, 1)}</svg>`;

/**
 * An SVG as a data: URL, percent-encoding only what a URL or an HTML attribute cannot carry as
 * is (quotes, angle brackets, spaces, `#` and `%`), so it stays short.
 */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml,${svg.replace(/["'<>#%{}\s]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`)}`;
}
