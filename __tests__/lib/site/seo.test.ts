import { pageAlternates, pageMetadata, rootMetadata, serializeJsonLd } from '@/lib/site/seo';
import { articleJsonLd, breadcrumbJsonLd, legalServiceJsonLd } from '@/lib/site/structured-data';
import { buildRss, feedPath } from '@/lib/site/rss';
import type { Article } from '@/lib/content/articles';

const article = {
  number: 9,
  title: 'Contingency Fees <Explained>',
  summary: 'How lawyers get paid & what you keep.',
  reviewed: '2026-11-20',
  thumbnail: '/images/blogs/9/thumb.webp',
  images: [{ src: '/images/blogs/9/1.webp', caption: 'c' }],
  locale: 'en',
  file: 'x.md',
  page: 1,
  href: '/blogs/page1/9/',
  body: '',
  figures: [],
} as Article;

describe('serializeJsonLd', () => {
  it('escapes < so text can never close the script tag', () => {
    const out = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(out).not.toContain('<');
    expect(JSON.parse(out)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});

describe('structured data', () => {
  it('describes an article with absolute URLs', () => {
    expect(articleJsonLd(article, 'https://x.org', 'Portal')).toMatchObject({
      '@type': 'Article',
      headline: 'Contingency Fees <Explained>',
      image: ['https://x.org/images/blogs/9/1.webp'],
      mainEntityOfPage: 'https://x.org/blogs/page1/9/',
    });
  });
  it('numbers breadcrumbs from 1', () => {
    const data = breadcrumbJsonLd(
      [
        { name: 'Blogs', path: '/blogs/page1/' },
        { name: 'A', path: '/a/' },
      ],
      'https://x.org',
    );
    expect(data.itemListElement.map((i) => [i.position, i.item])).toEqual([
      [1, 'https://x.org/blogs/page1/'],
      [2, 'https://x.org/a/'],
    ]);
  });
  it('lists the areas a legal service covers', () => {
    const data = legalServiceJsonLd({ name: 'P', description: 'd', siteUrl: 'https://x.org', phone: '(800) 555-0199', areas: ['Ohio', 'Maine'] });
    expect(data.areaServed).toEqual([
      { '@type': 'State', name: 'Ohio' },
      { '@type': 'State', name: 'Maine' },
    ]);
    expect(data.url).toBe('https://x.org/');
  });
});

describe('pageMetadata', () => {
  it('gives each page its canonical path and share tags', () => {
    const meta = pageMetadata({ title: 'About Us', description: 'About the service', path: '/about/' });
    expect(meta.alternates?.canonical).toBe('/about/');
    expect(meta.openGraph).toMatchObject({ title: 'About Us | Referral Portal for Abuse', url: '/about/', type: 'website' });
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image' });
  });
});

describe('feed link', () => {
  // A page's own `alternates` replaces the layout's whole object, so each must carry the feed.
  const feed = { 'application/rss+xml': [{ url: '/feed.xml', title: 'Injury Law Blog | Referral Portal for Abuse' }] };
  const spanishFeed = { 'application/rss+xml': [{ url: '/es/feed.xml', title: 'Blog de derecho de lesiones | Referral Portal for Abuse' }] };
  it('is declared by the root layout', () => {
    expect(rootMetadata('https://x.org').alternates?.types).toEqual(feed);
  });
  it('stays beside the canonical URL a page sets', () => {
    const languages = { en: '/about/', es: '/es/about/', 'x-default': '/about/' };
    expect(pageMetadata({ title: 'About Us', description: 'About the service', path: '/about/' }).alternates).toEqual({
      canonical: '/about/',
      languages,
      types: feed,
    });
    expect(pageMetadata({ title: 'Sobre nosotros', description: 'Sobre el servicio', path: '/es/about/' }).alternates).toEqual({
      canonical: '/es/about/',
      languages,
      types: spanishFeed,
    });
    expect(pageAlternates('/blogs/page1/', { twin: false })).toEqual({ canonical: '/blogs/page1/', types: feed });
  });
  it('points where the feed says it lives', () => {
    expect(buildRss({ title: 'Blog', description: 'D', siteUrl: 'https://x.org', articles: [] })).toContain(
      `<atom:link href="https://x.org${feedPath('en')}" rel="self"`,
    );
    const spanish = buildRss({ title: 'Blog', description: 'D', siteUrl: 'https://x.org', articles: [], locale: 'es' });
    expect(spanish).toContain('<atom:link href="https://x.org/es/feed.xml" rel="self"');
    expect(spanish).toContain('<language>es-us</language>');
    expect(spanish).toContain('<link>https://x.org/es/blogs/page1/</link>');
  });
});

describe('buildRss', () => {
  it('escapes titles and links every article', () => {
    const xml = buildRss({ title: 'Blog', description: 'D', siteUrl: 'https://x.org', articles: [article] });
    expect(xml).toContain('<title>Contingency Fees &lt;Explained&gt;</title>');
    expect(xml).toContain('<link>https://x.org/blogs/page1/9/</link>');
    expect(xml).toContain('How lawyers get paid &amp; what you keep.');
  });
});
