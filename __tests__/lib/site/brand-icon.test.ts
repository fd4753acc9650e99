/** @jest-environment jsdom */
import { BRAND_ICON_SVG, svgDataUrl } from '@/lib/site/brand-icon';
import { rootMetadata } from '@/lib/site/seo';

describe('the favicon in the page', () => {
  it('is the brand icon as a data: URL that decodes to the same drawing and fits in an attribute', () => {
    const url = svgDataUrl(BRAND_ICON_SVG);
    expect(url.startsWith('data:image/svg+xml,')).toBe(true);
    expect(url).not.toMatch(/["'<>#\s]/);
    expect(decodeURIComponent(url.slice('data:image/svg+xml,'.length))).toBe(BRAND_ICON_SVG);
    // Still a drawing a browser reads: an <svg> root with the shield's two paths.
    const doc = new DOMParser().parseFromString(decodeURIComponent(url.slice('data:image/svg+xml,'.length)), 'image/svg+xml');
    expect(doc.documentElement.nodeName).toBe('svg');
    expect(doc.querySelectorAll('path')).toHaveLength(2);
  });

  it('is what every page names as its icon, so no page asks the host for one', () => {
    const icons = rootMetadata('https://example.org').icons as { icon: { url: string; type: string }[] };
    expect(icons.icon).toEqual([{ url: svgDataUrl(BRAND_ICON_SVG), type: 'image/svg+xml' }]);
  });
});
