import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { stateGuidesCopy as en } from '../content/en/state-guides';
import { stateGuidesCopy as es } from '../content/es/state-guides';
import { legalSourcesCopy as legal } from '../content/en/legal-sources';
import { STATE_NAMES } from '../content/shared/states';
import { DEFAULT_FIRM_STATES } from '../lib/schemas/config';
import { axeViolations } from './support/site';
import { formatLongDate } from '../lib/dates';
import { fillTemplate } from '../lib/text';
import { BLOG_PAGE_SIZE } from '../lib/limits';

// Issue 19: a guide for every state the firm serves and six articles for survivors (reflow at 320 px: routes.spec.ts, on one page of each template).
const DEFAULT_STATES = DEFAULT_FIRM_STATES;
const slug = (code: (typeof DEFAULT_STATES)[number]) => STATE_NAMES[code].en.toLowerCase().replace(/[^a-z]+/g, '-');
const guideFile = (code: string) =>
  JSON.parse(fs.readFileSync(path.join('content', 'states', `${code.toLowerCase()}.json`), 'utf8')) as Record<string, unknown>;

for (const [home, locale, words] of [
  ['/', 'en', en],
  ['/es/', 'es', es],
] as const) {
  test(`every footer state on ${home} opens its guide in the same language`, async ({ page, request }) => {
    await page.goto(home);
    const states = page
      .getByRole('contentinfo')
      .getByRole('navigation', { name: /states|estados/i })
      .getByRole('link');
    await expect(states).toHaveCount(DEFAULT_STATES.length);
    for (const code of DEFAULT_STATES) {
      const link = states.filter({ hasText: new RegExp(`^${STATE_NAMES[code][locale]}$`) });
      const href = `${locale === 'es' ? '/es' : ''}/states/${slug(code)}/`;
      await expect(link, code).toHaveAttribute('href', href);
      const html = await (await request.get(href)).text();
      expect(html, href).toMatch(new RegExp(`<h1[^>]*>${words.pageTitle.replace('{state}', STATE_NAMES[code][locale])}</h1>`));
    }
  });
}

test('a state guide shows its review date and, under every stated limit, how it was checked: the law, each source read with its kind, and the check date', async ({
  page,
}) => {
  for (const code of ['CA', 'DE', 'NY'] as const) {
    const data = guideFile(code);
    await page.goto(`/states/${slug(code)}/`);
    await expect(page.getByText(en.reviewed)).toContainText(formatLongDate(data.reviewed as string));
    for (const [field, heading] of [
      ['personalInjury', en.sections.personalInjury],
      ['childSexualAbuse', en.sections.childSexualAbuse],
      ['adultSexualAssault', en.sections.adultSexualAssault],
    ] as const) {
      const section = page.getByRole('region', { name: heading });
      const fact = data[field] as { citation: string; sources: { kind: keyof typeof legal.sourceKinds; url: string; title: string }[]; checked: string } | null;
      if (fact) {
        // The sources are inside "How we checked this", a disclosure that opens without JavaScript.
        await section.getByText(en.howWeChecked, { exact: true }).first().click();
        await expect(section).toContainText(fillTemplate(legal.sourcesLabel, { citation: fact.citation }));
        for (const source of fact.sources) {
          const item = section.getByRole('listitem').filter({ has: page.getByRole('link', { name: source.title, exact: true }) });
          await expect(item.getByRole('link')).toHaveAttribute('href', source.url);
          await expect(item).toContainText(legal.sourceKinds[source.kind]);
        }
        await expect(section).toContainText(`${legal.checkedLabel} ${formatLongDate(fact.checked)}`);
      } else {
        await expect(section).toContainText(data.adultSameAsGeneral ? 'general limit above usually applies' : en.unstated.governedBy);
      }
    }
    await expect(page.getByRole('link', { name: en.ctaButton, exact: true })).toHaveAttribute('href', '/formInput/');
  }
});

test('the state guide index lists every configured state, and the Spanish guide is its twin', async ({ page }) => {
  await page.goto('/states/');
  await expect(page.getByRole('table').getByRole('rowheader')).toHaveCount(DEFAULT_STATES.length);
  await page.goto('/es/states/new-york/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nueva York: plazos y ayuda para sobrevivientes');
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/states\/new-york\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', /^es/);
});

// As many articles as content/blog holds: a new one must not need a change here.
const ARTICLE_COUNT = fs.readdirSync(path.join(process.cwd(), 'content', 'blog')).filter((name) => name.endsWith('.md')).length;
const LIST_PAGES = Math.ceil(ARTICLE_COUNT / BLOG_PAGE_SIZE);

test('the blog lists every article on its list pages, in order, in both languages', async ({ page }) => {
  for (const prefix of ['', '/es']) {
    const numbers: number[] = [];
    for (let n = 1; n <= LIST_PAGES; n += 1) {
      await page.goto(`${prefix}/blogs/page${n}/`);
      const hrefs = await page.locator('main ul.grid > li > a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
      numbers.push(...hrefs.map((h) => Number(/\/(\d+)\/$/.exec(h)?.[1])));
      for (const href of hrefs) expect(href.startsWith(`${prefix}/blogs/page${n}/`), href).toBe(true);
    }
    expect(numbers).toEqual(Array.from({ length: ARTICLE_COUNT }, (_, i) => i + 1));
    const response = await page.goto(`${prefix}/blogs/page${LIST_PAGES + 1}/`);
    expect(response?.status()).toBe(404);
  }
});

test('every article shows the date it was last reviewed, and carries it as dateModified', async ({ page }) => {
  for (const route of ['/blogs/page2/17/', '/es/blogs/page3/21/', '/blogs/page1/1/']) {
    await page.goto(route);
    const reviewed = page.locator('article header time');
    const date = await reviewed.getAttribute('datetime');
    expect(date, route).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const ld = await page.locator('script[type="application/ld+json"]').first().textContent();
    expect(JSON.parse(ld ?? '{}').dateModified, route).toBe(date);
  }
});

test('the legal-area cards point each issue to its guide and to the state guides, and prefetch nothing', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  await page.goto('/');
  const areas = page.getByRole('region', { name: /legal areas/i });
  await expect(areas.getByRole('link', { name: /image-based abuse/i })).toHaveAttribute('href', '/blogs/page2/20/');
  await expect(areas.getByRole('link', { name: 'Time limits in your state' }).first()).toHaveAttribute('href', '/states/');
  await areas.scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 2000);
  await expect(areas.getByRole('link', { name: /Start a free case review/ }).first()).toBeVisible();
  // A prefetch is a request for a page a card leads to; the issue itself rides in the fragment, which no request carries.
  const targets = (await areas.getByRole('link').evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname))).filter(
    (t) => t !== '/',
  );
  expect(targets.length).toBeGreaterThan(0);
  expect(requested.filter((p) => targets.some((t) => p.startsWith(t) || p.startsWith(`${t.slice(0, -1)}.`)))).toEqual([]);
});

// One page of each new template, in each language (one page of each template is checked with axe at 1280 px in routes.spec.ts).
const NEW_PAGES = ['/states/', '/es/states/', '/states/california/', '/es/states/delaware/', '/blogs/page3/', '/blogs/page2/20/', '/es/blogs/page3/21/'];
for (const route of NEW_PAGES) {
  test(`${route} has no axe violations on a phone`, { tag: '@phone-only' }, async ({ page }) => {
    await page.goto(route);
    expect(await axeViolations(page)).toEqual([]);
  });
}
