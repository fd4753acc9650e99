import { COMMON_HEADERS, EMAIL_ASSET_HEADERS, HSTS, IMMUTABLE_CACHE } from '@/scripts/lib/security-headers';
import { verifySite, type Fetcher } from '@/scripts/verify/verify-site';
import type { Fetched } from '@/scripts/verify/checks';

const ORIGIN = 'https://www.example.org';
const MAIL = 'https://api.emailjs.com';
const POLICY = `default-src 'self'; script-src 'self' 'sha256-abc='; style-src 'self'; connect-src 'self' ${MAIL}; frame-ancestors 'none'; object-src 'none'`;
const secure = (extra: Record<string, string> = {}) => ({
  ...Object.fromEntries(COMMON_HEADERS.map(([n, v]) => [n.toLowerCase(), v])),
  [HSTS[0].toLowerCase()]: HSTS[1],
  ...extra,
});
const html = (lang: string, body = '') => `<!DOCTYPE html><html lang="${lang}"><head></head><body>${body}</body></html>`;

/** Responses of a deployment as the build means it, keyed by URL; a test breaks one thing. */
function healthySite(): Map<string, Omit<Fetched, 'url'>> {
  const page = (body = '', lang = 'en') => ({ status: 200, headers: secure({ 'content-security-policy': POLICY }), body: html(lang, body) });
  const text = (body: string) => ({ status: 200, headers: secure(), body });
  return new Map([
    [`${ORIGIN}/robots.txt`, text(`User-agent: *\nAllow: /\nSitemap: ${ORIGIN}/sitemap.xml\n`)],
    [
      `${ORIGIN}/sitemap.xml`,
      text(`<urlset><url><loc>${ORIGIN}/</loc></url><url><loc>${ORIGIN}/contact/</loc></url><url><loc>${ORIGIN}/es/</loc></url></urlset>`),
    ],
    [`${ORIGIN}/feed.xml`, text('<rss version="2.0"></rss>')],
    [`${ORIGIN}/es/feed.xml`, text('<rss version="2.0"></rss>')],
    [`${ORIGIN}/`, page('<script src="/_next/static/chunks/a.js"></script><img src="/logo.png" alt="">')],
    [`${ORIGIN}/contact/`, page('<div data-form-island="contact" data-form-island-src="/_next/static/islands/props-1.js"></div>')],
    [
      `${ORIGIN}/_next/static/islands/props-1.js`,
      { status: 200, headers: secure({ 'cache-control': IMMUTABLE_CACHE }), body: `export default {"settings":{"email":{"origin":"${MAIL}"}}};\n` },
    ],
    [`${ORIGIN}/formInput/`, page()],
    [`${ORIGIN}/es/`, page('', 'es')],
    [`${ORIGIN}/_next/static/chunks/a.js`, { status: 200, headers: secure({ 'cache-control': IMMUTABLE_CACHE }), body: '' }],
    [`${ORIGIN}/logo.png`, { status: 200, headers: secure(Object.fromEntries(EMAIL_ASSET_HEADERS.map(([n, v]) => [n.toLowerCase(), v]))), body: '' }],
    [`${ORIGIN}/this-page-does-not-exist-verify/`, { status: 404, headers: secure({ 'content-security-policy': POLICY }), body: html('en') }],
    [`${ORIGIN}/es/esta-pagina-no-existe-verify/`, { status: 404, headers: secure({ 'content-security-policy': POLICY }), body: html('es') }],
    ['http://www.example.org/', { status: 301, headers: { location: `${ORIGIN}/` }, body: '' }],
    ['http://www.example.org/about/', { status: 301, headers: { location: `${ORIGIN}/about/` }, body: '' }],
  ]);
}

const fetcherOf =
  (site: Map<string, Omit<Fetched, 'url'>>): Fetcher =>
  async (url) => {
    const res = site.get(url);
    if (!res) return { url, status: 404, headers: {}, body: '' };
    return { url, ...res };
  };

function breakResponse(site: Map<string, Omit<Fetched, 'url'>>, url: string, change: (res: Omit<Fetched, 'url'>) => Omit<Fetched, 'url'>) {
  site.set(url, change(site.get(url)!));
  return site;
}

const withoutHeader = (name: string) => (res: Omit<Fetched, 'url'>) => ({
  ...res,
  headers: Object.fromEntries(Object.entries(res.headers).filter(([n]) => n !== name.toLowerCase())),
});

describe('npm run verify', () => {
  it('finds nothing wrong with a deployment as the build means it', async () => {
    expect(await verifySite(ORIGIN, fetcherOf(healthySite()))).toEqual([]);
  });

  it.each([
    'X-Content-Type-Options',
    'Referrer-Policy',
    'X-Frame-Options',
    'Cross-Origin-Resource-Policy',
    'Strict-Transport-Security',
    'Content-Security-Policy',
  ])('names a page that lacks %s', async (header) => {
    const site = breakResponse(healthySite(), `${ORIGIN}/es/`, withoutHeader(header));
    const problems = await verifySite(ORIGIN, fetcherOf(site));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${ORIGIN}/es/: no ${header} header`));
  });

  it("refuses a policy that allows 'unsafe-inline' scripts or does not allow the mail service the forms use", async () => {
    const site = breakResponse(healthySite(), `${ORIGIN}/`, (res) => ({
      ...res,
      headers: { ...res.headers, 'content-security-policy': POLICY.replace("'sha256-abc='", "'unsafe-inline'").replace(MAIL, 'https://other.example') },
    }));
    expect(await verifySite(ORIGIN, fetcherOf(site))).toEqual([
      `${ORIGIN}/: the Content-Security-Policy allows 'unsafe-inline' scripts`,
      `${ORIGIN}/: connect-src does not allow ${MAIL}, the mail service origin built into the forms, so no lead could be sent`,
    ]);
  });

  it("reads the mail service origin from the form island's props file, and says so when that file is gone", async () => {
    const site = healthySite();
    site.delete(`${ORIGIN}/_next/static/islands/props-1.js`);
    expect(await verifySite(ORIGIN, fetcherOf(site))).toEqual([
      `${ORIGIN}: none of /contact/, /formInput/ names the mail service origin; connect-src cannot be checked`,
    ]);
  });

  it('names a page of the sitemap that does not answer 200, and a wrong 404 page', async () => {
    const site = healthySite();
    site.set(`${ORIGIN}/es/`, { status: 500, headers: secure(), body: '' });
    site.set(`${ORIGIN}/es/esta-pagina-no-existe-verify/`, { status: 404, headers: secure({ 'content-security-policy': POLICY }), body: html('en') });
    expect(await verifySite(ORIGIN, fetcherOf(site))).toEqual([
      `${ORIGIN}/es/: answered 500, expected 200`,
      `${ORIGIN}/es/esta-pagina-no-existe-verify/: the 404 page is in "en", expected "es"`,
    ]);
  });

  it('names plain http that does not move to https, and a short HSTS', async () => {
    const site = healthySite();
    site.set('http://www.example.org/about/', { status: 200, headers: {}, body: html('en') });
    breakResponse(site, `${ORIGIN}/`, (res) => ({ ...res, headers: { ...res.headers, 'strict-transport-security': 'max-age=300' } }));
    expect(await verifySite(ORIGIN, fetcherOf(site))).toEqual([
      `${ORIGIN}/: Strict-Transport-Security "max-age=300" lasts less than six months`,
      `http://www.example.org/about/: answered 200 over plain http, expected a permanent redirect to ${ORIGIN}/about/`,
    ]);
  });

  it('names a hashed framework file that is not cached for good, a missing feed and a robots.txt without the sitemap', async () => {
    const site = breakResponse(healthySite(), `${ORIGIN}/_next/static/chunks/a.js`, withoutHeader('Cache-Control'));
    site.delete(`${ORIGIN}/es/feed.xml`);
    site.set(`${ORIGIN}/robots.txt`, { status: 200, headers: secure(), body: 'User-agent: *\n' });
    expect(await verifySite(ORIGIN, fetcherOf(site))).toEqual([
      `${ORIGIN}/robots.txt: does not contain ^Sitemap:\\s*\\S+`,
      `${ORIGIN}/es/feed.xml: answered 404, expected 200`,
      `${ORIGIN}/_next/static/chunks/a.js: Cache-Control is "(none)", expected "${IMMUTABLE_CACHE}"`,
    ]);
  });

  it('names the e-mail logo when a webmail client would be refused it, even when no page shows it', async () => {
    const site = breakResponse(healthySite(), `${ORIGIN}/logo.png`, (res) => ({
      ...res,
      headers: { ...res.headers, 'cross-origin-resource-policy': 'same-origin' },
    }));
    site.set(`${ORIGIN}/`, { ...site.get(`${ORIGIN}/`)!, body: html('en', '<script src="/_next/static/chunks/a.js"></script>') });
    expect(await verifySite(ORIGIN, fetcherOf(site))).toEqual([`${ORIGIN}/logo.png: Cross-Origin-Resource-Policy is "same-origin", expected "cross-origin"`]);
  });

  it('says when a site is not https, and when the sitemap lists another host', async () => {
    const site = new Map([...healthySite()].map(([url, res]) => [url.replace(ORIGIN, 'http://staging.example.org'), res]));
    const problems = await verifySite('http://staging.example.org', fetcherOf(site));
    expect(problems).toContain('http://staging.example.org/sitemap.xml: lists https://www.example.org/, on another host than staging.example.org');
    expect(problems.at(-1)).toBe('http://staging.example.org: not https, so HSTS and the redirect from http cannot be checked');
  });

  it('reports a server that does not answer instead of stopping', async () => {
    const problems = await verifySite(ORIGIN, async (url) => {
      throw new Error(`connect ECONNREFUSED (${new URL(url).hostname})`);
    });
    expect(problems[0]).toBe(`${ORIGIN}/robots.txt: no answer (connect ECONNREFUSED (www.example.org))`);
  });
});
