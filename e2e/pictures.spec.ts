// Issue 35: pictures that read on a phone. The generator records what it drew (each file's pixel size,
// its smallest text and a thumbnail's label box, in the file's own pixels) in
// content/illustrations/drawn.json; the browser says how large each file is shown, and the two together
// say how large the words appear.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator } from '@playwright/test';
import type { DrawnPictures } from '../scripts/images/generate';
import { exportedRoutes } from './support/site';

const drawn = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'content', 'illustrations', 'drawn.json'), 'utf8')) as DrawnPictures;
const routes = exportedRoutes();
const listPages = routes.filter((r) => /^(\/es)?\/blogs\/page\d+\/$/.test(r));
const articles = routes.filter((r) => /^(\/es)?\/blogs\/page\d+\/\d+\/$/.test(r));
/** The floor issue 35 sets for words in a picture on a phone: the size of the page's smallest print. */
const SMALL_PRINT_PX = 12;

function factsOf(url: string) {
  const facts = drawn[new URL(url).pathname.replace(/^\/images\//, '')];
  if (!facts) throw new Error(`${url} is not in content/illustrations/drawn.json: run npm run images`);
  return facts;
}

/**
 * How each <img> under `images` shows its file: the box it gets and how object-fit and
 * object-position place the file in it. One read of the page for all of them. With `load`, each
 * picture is first brought into view, where a lazy one is fetched (the file this screen gets), and
 * awaited until it has loaded or failed: its load or error event, not a poll.
 */
async function shown(images: Locator, { load = false } = {}) {
  return images.evaluateAll(async (elements, load) => {
    const seen = [];
    for (const el of elements as HTMLImageElement[]) {
      let loaded = el.complete && el.naturalWidth > 0;
      if (load) {
        el.scrollIntoView({ block: 'center' });
        loaded = await new Promise<boolean>((resolve) => {
          if (el.complete) return resolve(el.naturalWidth > 0);
          el.addEventListener('load', () => resolve(el.naturalWidth > 0), { once: true });
          el.addEventListener('error', () => resolve(false), { once: true });
        });
      }
      const style = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      seen.push({
        src: el.currentSrc || el.src,
        loaded,
        w: el.clientWidth,
        h: el.clientHeight,
        left: box.left,
        right: box.right,
        fit: style.objectFit,
        position: style.objectPosition,
      });
    }
    return seen;
  }, load);
}
type Shown = Awaited<ReturnType<typeof shown>>[number];

/** Where a rectangle of the file (in its pixels) lands inside the <img> box, in CSS px. */
function placed(img: Shown, file: { width: number; height: number }, r: { x: number; y: number; w: number; h: number }) {
  const fits: Record<string, [number, number]> = {
    fill: [img.w / file.width, img.h / file.height],
    cover: Array(2).fill(Math.max(img.w / file.width, img.h / file.height)) as [number, number],
    contain: Array(2).fill(Math.min(img.w / file.width, img.h / file.height)) as [number, number],
  };
  const [sx, sy] = fits[img.fit] ?? [1, 1];
  const [px = '50%', py = '50%'] = img.position.split(' ');
  const offset = (spec: string, free: number) => (spec.endsWith('%') ? (free * parseFloat(spec)) / 100 : parseFloat(spec));
  const ox = offset(px, img.w - file.width * sx);
  const oy = offset(py, img.h - file.height * sy);
  return { left: ox + r.x * sx, right: ox + (r.x + r.w) * sx, top: oy + r.y * sy, bottom: oy + (r.y + r.h) * sy };
}

for (const width of [320, 375, 414]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('every blog-list thumbnail shows its whole label, in both languages', async ({ page }) => {
      const clipped: string[] = [];
      let seen = 0;
      for (const route of listPages) {
        await page.goto(route);
        for (const img of await shown(page.getByRole('main').getByRole('listitem').getByRole('link').locator('img'))) {
          const facts = factsOf(img.src);
          if (!facts.label) throw new Error(`${img.src} has no label box in drawn.json`);
          const label = placed(img, facts, facts.label);
          seen += 1;
          const inside = label.left >= 0 && label.right <= img.w && label.top >= 0 && label.bottom <= img.h;
          const onScreen = img.left >= 0 && img.right <= width;
          if (!inside || !onScreen)
            clipped.push(
              `${route} ${new URL(img.src).pathname}: label spans ${label.left.toFixed(1)}..${label.right.toFixed(1)} px of a ${img.w}x${img.h} thumbnail at ${img.left.toFixed(1)}..${img.right.toFixed(1)}`,
            );
        }
      }
      expect(seen).toBeGreaterThanOrEqual(listPages.length);
      expect(clipped).toEqual([]);
    });
  });
}

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("every article picture's smallest text shows at least as large as the page's small print, in both languages", async ({ page }) => {
    test.setTimeout(180_000);
    const small: string[] = [];
    let seen = 0;
    for (const route of articles) {
      await page.goto(route);
      for (const img of await shown(page.getByRole('main').locator('figure img'), { load: true })) {
        expect(img.loaded, `${route} ${img.src} loads`).toBe(true);
        const facts = factsOf(img.src);
        // The whole file is shown, neither cropped nor stretched, so its pixels scale by the shown width.
        expect(Math.abs(img.h / img.w - facts.height / facts.width), `${route} ${img.src} keeps its proportions`).toBeLessThan(0.01);
        const textPx = (facts.smallestTextPx * img.w) / facts.width;
        seen += 1;
        if (textPx < SMALL_PRINT_PX) small.push(`${route} ${new URL(img.src).pathname}: smallest text ${textPx.toFixed(1)} px`);
      }
    }
    expect(seen).toBeGreaterThanOrEqual(2 * articles.length);
    expect(small).toEqual([]);
  });
});
