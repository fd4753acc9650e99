import { isExternal, linkResults } from '@/scripts/lib/link-check';

const site = 'http://127.0.0.1:4300';

describe('isExternal', () => {
  it('fetches only the local site', () => {
    const skip = isExternal(site);
    expect(skip(`${site}/about/`)).toBe(false);
    expect(['tel:988', 'sms:988', 'mailto:a@example.org', 'https://weather.com/', 'http://127.0.0.1:9999/'].map(skip)).toEqual([true, true, true, true, true]);
  });
});

describe('linkResults', () => {
  it('gives one test per page crawled, failed by its broken links', () => {
    const results = linkResults(
      site,
      [`${site}/`, `${site}/about/`],
      [
        { url: `${site}/about/`, status: 200, state: 'OK', parent: `${site}/` },
        { url: `${site}/missing.png`, status: 404, state: 'BROKEN', parent: `${site}/about/` },
      ],
    );
    expect(results).toEqual([
      { name: '/', failures: [] },
      { name: '/about/', failures: ['links to /missing.png: HTTP 404'] },
    ]);
  });

  it('puts a missing #fragment on the page it points into, with linkinator’s reason', () => {
    const results = linkResults(
      site,
      [`${site}/`],
      [
        {
          url: `${site}/privacy/#nope`,
          status: 200,
          state: 'BROKEN',
          parent: undefined,
          failureDetails: [new Error("Fragment identifier '#nope' not found on page")],
        },
      ],
    );
    expect(results).toContainEqual({ name: '/privacy/', failures: ["a link to /privacy/#nope: Fragment identifier '#nope' not found on page"] });
  });

  it('counts web pages only: a stylesheet opened for its url()s is a test only when one of them is broken', () => {
    const css = `${site}/_next/static/chunks/a1.css`;
    const pages = [`${site}/`, css, `${site}/404.html`];
    expect(linkResults(site, pages, []).map((t) => t.name)).toEqual(['/', '/404.html']);
    const broken = linkResults(site, pages, [{ url: `${site}/fonts/x.woff2`, status: 404, state: 'BROKEN', parent: css }]);
    expect(broken).toContainEqual({ name: '/_next/static/chunks/a1.css', failures: ['links to /fonts/x.woff2: HTTP 404'] });
    expect(broken).toHaveLength(3);
  });

  it('reports a start page that does not load as its own failure', () => {
    const results = linkResults(site, [], [{ url: `${site}/gone/`, status: 404, state: 'BROKEN' }]);
    expect(results).toEqual([{ name: '/gone/', failures: ['does not load: HTTP 404'] }]);
  });
});
