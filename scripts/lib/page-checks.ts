// What every page of out/ must carry, checked on its HTML without a browser (scripts/check-pages.ts).
// A browser visits one page of each template (e2e/routes.spec.ts and the other specs); what does
// not depend on layout or scripts is read here from every page, so a page added to a template is
// checked the moment it is built.
import { site as enSite } from '../../content/en/site';
import { site as esSite } from '../../content/es/site';
import { attr, byTag, elements, jsonLd, linkHref, meta, ownText, visibleText, type HtmlPage } from './html-tree';
import type { CheckerTest } from './test-counts';

export const isSpanish = (route: string) => route === '/es/' || route.startsWith('/es/');
/** Redirect pages move on at once (the old blog addresses); everything else is a page a visitor reads. */
export const isRedirect = (route: string) => /^(\/es)?\/blogs\/(\d+\/)?$/.test(route);
export const isArticle = (route: string) => /^(\/es)?\/blogs\/page\d+\/\d+\/$/.test(route);
const isNotFound = (route: string) => route === '/404.html' || route === '/es/404/';

export interface SiteFacts {
  /** The origin the build wrote into canonical links ("http://127.0.0.1:4300"). */
  origin: string;
  /** NEXT_PUBLIC_RESPONSIBLE_ATTORNEY as built. */
  responsibleAttorney: string;
  /** The routes of the pages whose framework was stripped (the build's report). */
  stripped: ReadonlySet<string>;
}

/** What the checks know of the site beyond the page: the facts given and the newest article's number. */
type Facts = SiteFacts & { lastArticle: number };
type Check = (page: HtmlPage, site: Facts) => string[];
const fails = (ok: boolean, message: string) => (ok ? [] : [message]);

/** Links a page writes must work wherever the page sits: from the root, absolute, or a fragment. */
const ROOTED_HREF = /^(\/|https?:|tel:|sms:|mailto:|#.)/;

const PHONE_ANY_TIME = [
  /\b(call|phone|reach|contact|text) us\b[^.]{0,40}\b(any ?time|24\/7|24 hours a day|day or night|around the clock|whenever you like)/i,
  /\bwe (answer|pick up|are available|are here)\b[^.]{0,40}\b(any ?time|24\/7|24 hours a day|day or night|around the clock)/i,
  /\b(lines?|phones?) (are|is) (always )?(open|answered|staffed)\b[^.]{0,30}\b(any ?time|24\/7|around the clock)/i,
];

/** Checks for every page a visitor reads (not the redirect pages), the 404 pages included. */
const READ_PAGE_CHECKS: Record<string, Check> = {
  'one h1': (page) => {
    const n = byTag(page.doc, 'h1').length;
    return fails(n === 1, `has ${n} h1 elements`);
  },
  'links written from the root': (page) =>
    byTag(page.doc, 'a')
      .map((a) => attr(a, 'href'))
      .filter((href): href is string => href !== undefined && !ROOTED_HREF.test(href))
      .map((href) => `has a relative or empty link "${href}"`),
  'language of the page': (page) => {
    const lang = attr(byTag(page.doc, 'html')[0]!, 'lang');
    const expected = isSpanish(page.route) ? 'es' : 'en';
    return fails(lang === expected, `<html lang="${lang}">, expected "${expected}"`);
  },
  'share tags': (page) =>
    ['og:title', 'og:image']
      .flatMap((key) => fails(meta(page, key) !== undefined, `no ${key}`))
      .concat(fails(meta(page, 'twitter:card') === 'summary_large_image', 'no twitter:card "summary_large_image"')),
  'structured data parses': (page) => jsonLd(page).flatMap((block) => (block instanceof Error ? [`a JSON-LD block does not parse: ${block.message}`] : [])),
  'the feed of its language': (page, site) => {
    const href = linkHref(page, { rel: 'alternate', type: 'application/rss+xml' });
    const expected = `${site.origin}${isSpanish(page.route) ? '/es' : ''}/feed.xml`;
    return fails(href === expected, `links the feed ${href ?? '(none)'}, expected ${expected}`);
  },
  'responsible attorney in the footer': (page, site) => {
    const footer = byTag(page.doc, 'footer')[0];
    if (!footer) return ['has no footer'];
    const words = isSpanish(page.route) ? esSite : enSite;
    const text = visibleText(footer);
    return [
      ...fails(text.includes(words.attorneyAdvertising), `the footer lacks "${words.attorneyAdvertising}"`),
      ...fails(text.includes(`${words.responsibleAttorneyLabel} ${site.responsibleAttorney}`), 'the footer does not name the responsible attorney'),
    ];
  },
  'no unfilled placeholder': (page) => fails(!/\{responsibleAttorney\}|\[\[lead-journey\]\]/.test(page.html), 'shows an unfilled placeholder'),
  'no promise that the phone is answered at any time': (page) => {
    const text = visibleText(page.doc);
    return PHONE_ANY_TIME.filter((promise) => promise.test(text)).map((promise) => `promises ${promise.exec(text)?.[0]}`);
  },
  // A link to another site tells it where the visitor came from unless the link or the page says
  // not to, and a link opening a new window hands that site this page unless it says noopener.
  'outbound links leak neither opener nor referrer': (page, site) => {
    const pageSendsNoReferrer = meta(page, 'referrer') === 'no-referrer';
    return byTag(page.doc, 'a')
      .filter((a) => /^https?:/.test(attr(a, 'href') ?? '') && !attr(a, 'href')!.startsWith(site.origin))
      .flatMap((a) => {
        const rel = (attr(a, 'rel') ?? '').split(/\s+/);
        return [
          ...fails(pageSendsNoReferrer || rel.includes('noreferrer'), `links ${attr(a, 'href')} with the referrer sent`),
          ...fails(
            attr(a, 'target') !== '_blank' || rel.includes('noopener') || rel.includes('noreferrer'),
            `opens ${attr(a, 'href')} with this page as its opener`,
          ),
        ];
      });
  },
  'no referrer': (page) => fails(meta(page, 'referrer') === 'no-referrer', 'does not ask for no referrer'),
};

/** Checks for the pages with an address of their own: not the redirect pages, not the 404 pages. */
const LISTED_PAGE_CHECKS: Record<string, Check> = {
  'canonical address': (page, site) => {
    const href = linkHref(page, { rel: 'canonical' });
    return fails(href === `${site.origin}${page.route}`, `canonical ${href ?? '(none)'}`);
  },
  'description for search results': (page) => fails((meta(page, 'description') ?? '').length >= 50, 'has no description of 50 characters or more'),
  'alternates in both languages': (page, site) => {
    const english = isSpanish(page.route) ? page.route.slice(3) : page.route;
    const expected = { en: english, es: `/es${english}`, 'x-default': english };
    return Object.entries(expected).flatMap(([lang, route]) => {
      const href = linkHref(page, { rel: 'alternate', hreflang: lang });
      return fails(href === `${site.origin}${route}`, `hreflang ${lang} is ${href ?? '(none)'}, expected ${site.origin}${route}`);
    });
  },
};

/** A page without the framework carries none of its scripts, payload or preloads. */
const STRIPPED_CHECKS: Record<string, Check> = {
  'no framework left': (page) => [
    ...fails(!/<script[^>]+src="\/_next\/static\//.test(page.html), 'loads a framework script'),
    ...fails(!page.html.includes('self.__next_f'), 'carries the inline framework payload'),
    ...fails(!/<link[^>]+rel="(?:modulepreload|preload)"[^>]+as="script"/.test(page.html), 'preloads a script'),
  ],
};

/** Where a redirect page must send a visitor: the blog's first page, or an article by number. */
function redirectTarget(route: string): string {
  const [, lang = '', n] = /^(\/es)?\/blogs\/(?:(\d+)\/)?$/.exec(route)!;
  return n ? `${lang}/blogs/page${Math.ceil(Number(n) / 10)}/${n}/` : `${lang}/blogs/page1/`;
}

const REDIRECT_CHECKS: Record<string, Check> = {
  'moves on to its target': (page, site) => {
    const target = redirectTarget(page.route);
    const refresh = byTag(page.doc, 'meta').find((m) => attr(m, 'http-equiv') === 'refresh');
    const links = byTag(page.doc, 'a').map((a) => attr(a, 'href'));
    return [
      ...fails(attr(refresh ?? byTag(page.doc, 'html')[0]!, 'content') === `0; url=${target}`, `does not refresh at once to ${target}`),
      ...fails(links.includes(target), `has no link to ${target} for a visitor whose browser does not move on`),
      ...fails(linkHref(page, { rel: 'canonical' })?.startsWith(site.origin) === true, 'has no canonical address'),
      ...fails(/noindex/.test(meta(page, 'robots') ?? ''), 'is not marked noindex'),
    ];
  },
};

/** An article's parts, as a reader and a search engine meet them (one is also seen in a browser: e2e/blog.spec.ts). */
const ARTICLE_CHECKS: Record<string, Check> = {
  'article parts': (page, site) => {
    const main = byTag(page.doc, 'main')[0];
    if (!main) return ['has no main'];
    const inNav = new Set([...byTag(main, 'nav')].flatMap((nav) => [...elements(nav)]));
    const description = meta(page, 'description') ?? '';
    const figures = byTag(main, 'figure');
    const n = Number(/\/(\d+)\/$/.exec(page.route)![1]);
    const links = byTag(main, 'a');
    const linkNamed = (pattern: RegExp) => links.some((a) => pattern.test(visibleText(a)) || pattern.test(attr(a, 'aria-label') ?? ''));
    const breadcrumb = byTag(main, 'nav').find((nav) => /^(Breadcrumb|Ruta de navegación)$/.test(attr(nav, 'aria-label') ?? ''));
    const blog = `${isSpanish(page.route) ? '/es' : ''}/blogs/page1/`;
    const firstImage = figures.flatMap((figure) => byTag(figure, 'img'))[0];
    const firstImageSrc = firstImage && attr(firstImage, 'src');
    const types = jsonLd(page).map((block) =>
      (block as { '@type'?: string } | Error) instanceof Error ? '' : String((block as { '@type'?: string })['@type']),
    );
    return [
      ...fails(description.length > 0 && byTag(main, 'p').some((p) => visibleText(p) === description), 'does not show its search summary'),
      ...fails(byTag(main, 'h2').length >= 3, 'has fewer than three h2 sections'),
      ...fails(
        ['ul', 'ol'].some((tag) => byTag(main, tag).some((list) => !inNav.has(list))),
        'has no list of its own',
      ),
      ...fails(figures.length >= 2, 'has fewer than two figures'),
      ...figures.flatMap((figure) => {
        const img = byTag(figure, 'img')[0];
        const caption = byTag(figure, 'figcaption')[0];
        // A wide picture's text is a few pixels high on a phone: a narrow copy re-flows it.
        const phone = byTag(figure, 'source').find((source) => attr(source, 'media') && attr(source, 'srcset') && attr(source, 'height'));
        return [
          ...fails(phone !== undefined, 'has a figure without a sized narrow copy for phones'),
          ...fails(caption !== undefined && visibleText(caption) !== '', 'has a figure without a caption'),
          ...fails((img && attr(img, 'alt')?.length) !== undefined && attr(img!, 'alt')!.length > 10, 'has a figure without a describing alt text'),
          ...fails(img !== undefined && Boolean(attr(img, 'width')), 'has a figure image without a width'),
        ];
      }),
      ...fails(breadcrumb !== undefined && byTag(breadcrumb, 'a').some((a) => attr(a, 'href') === blog), `has no breadcrumb link to ${blog}`),
      ...fails(
        byTag(main, 'blockquote').some((q) => /not legal advice|no asesoría legal/i.test(visibleText(q))),
        'has no "not legal advice" note',
      ),
      ...fails(
        links.some((a) => attr(a, 'href') === `${isSpanish(page.route) ? '/es' : ''}/formInput/`),
        'does not link the case form',
      ),
      ...fails(n === 1 || linkNamed(/Previous article|Artículo anterior/i), 'has no link to the previous article'),
      ...fails(n === site.lastArticle || linkNamed(/Next article|Artículo siguiente/i), 'has no link to the next article'),
      ...fails(
        types.includes('Article') && types.includes('BreadcrumbList'),
        `carries ${types.join(', ') || 'no'} structured data, not Article and BreadcrumbList`,
      ),
      ...fails(meta(page, 'og:type') === 'article', 'is not shared as an article'),
      ...fails(
        meta(page, 'og:image') === `${site.origin}${firstImageSrc}`,
        `is shared with the image ${meta(page, 'og:image')}, not its first figure's ${firstImageSrc}`,
      ),
    ];
  },
};

/** The checks a page gets, by what kind of page it is. */
function checksFor(page: HtmlPage, site: Facts): Record<string, Check> {
  if (isRedirect(page.route)) return { ...REDIRECT_CHECKS, ...(site.stripped.has(page.route) ? STRIPPED_CHECKS : {}) };
  return {
    ...READ_PAGE_CHECKS,
    ...(isNotFound(page.route) ? {} : LISTED_PAGE_CHECKS),
    ...(site.stripped.has(page.route) ? STRIPPED_CHECKS : {}),
    ...(isArticle(page.route) ? ARTICLE_CHECKS : {}),
  };
}

/** One test per page: its failures are every check it fails, each named. */
export function checkPages(pages: HtmlPage[], facts: SiteFacts): CheckerTest[] {
  const site: Facts = { ...facts, lastArticle: Math.max(0, ...pages.filter((p) => isArticle(p.route)).map((p) => Number(/\/(\d+)\/$/.exec(p.route)![1]))) };
  const titles = new Map<string, string>();
  return pages.map((page) => {
    const failures = Object.entries(checksFor(page, site)).flatMap(([name, check]) => check(page, site).map((f) => `${name}: ${f}`));
    if (!isRedirect(page.route)) {
      const title = ownText(byTag(page.doc, 'title')[0] ?? byTag(page.doc, 'html')[0]!).trim();
      if (title === '') failures.push('title: has none');
      else if (titles.has(title)) failures.push(`title: repeats the title of ${titles.get(title)}`);
      else titles.set(title, page.route);
    }
    return { name: page.route, failures };
  });
}
