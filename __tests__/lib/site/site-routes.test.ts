import { localEnv, TEST_PORTS } from '@/scripts/lib/local-env';
import { getArticles } from '@/lib/content/articles';
import { sitemapEntries } from '@/lib/site/site-routes';
import { loadStateGuides } from '@/lib/legal-facts/state-guides';
import { DEFAULT_FIRM_STATES } from '@/lib/schemas/config';

describe('sitemapEntries', () => {
  it('lists every canonical page in both languages, each with its hreflang alternates', () => {
    const entries = sitemapEntries('https://x.org', getArticles());
    const urls = entries.map((e) => e.url);
    expect(urls).toEqual(expect.arrayContaining(['https://x.org/', 'https://x.org/es/', 'https://x.org/es/blogs/page2/14/', 'https://x.org/es/formInput/']));
    expect(urls.filter((u) => u.startsWith('https://x.org/es/'))).toHaveLength(entries.length / 2);
    const about = entries.find((e) => e.url === 'https://x.org/es/about/');
    expect(about?.alternates.languages).toEqual({ en: 'https://x.org/about/', es: 'https://x.org/es/about/', 'x-default': 'https://x.org/about/' });
    expect(urls.some((u) => u.includes('confirmAlert'))).toBe(false);
  });

  it('lists the state guides and their index in both languages, paired by hreflang', () => {
    const guides = loadStateGuides(DEFAULT_FIRM_STATES);
    const urls = sitemapEntries('https://x.org', getArticles(), guides).map((e) => e.url);
    expect(urls).toEqual(
      expect.arrayContaining(['https://x.org/states/', 'https://x.org/es/states/', 'https://x.org/states/new-york/', 'https://x.org/es/states/new-york/']),
    );
    expect(urls.filter((u) => /\/states\/[a-z-]+\/$/.test(u))).toHaveLength(guides.length * 2);
    expect(sitemapEntries('https://x.org', getArticles()).some((e) => e.url.includes('/states/'))).toBe(false);
  });
});

describe('feedResponse', () => {
  beforeAll(() => Object.assign(process.env, localEnv(TEST_PORTS)));

  it('serves each language its own feed of its own articles', async () => {
    const { feedResponse } = await import('@/lib/site/feed-response');
    const spanish = await feedResponse('es').text();
    expect(spanish).toContain('<language>es-us</language>');
    expect(spanish).toContain(`/es/blogs/page1/1/</link>`);
    const english = feedResponse('en');
    expect(english.headers.get('Content-Type')).toBe('application/rss+xml; charset=utf-8');
    expect(await english.text()).not.toContain('/es/blogs/');
  });
});
