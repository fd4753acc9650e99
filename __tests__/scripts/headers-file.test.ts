import { HEADERS_FILE_HOSTS, headersFile, headersFileProblems } from '@/scripts/csp/headers-file';

const hash = (i: number) => `'sha256-${String(i).padStart(43, 'A')}='`;
const policy = (hashes: number) =>
  `default-src 'none'; script-src 'self' ${Array.from({ length: hashes }, (_, i) => hash(i)).join(' ')}; frame-ancestors 'none'; object-src 'none'`;

describe('the limits of the hosts that read out/_headers', () => {
  it('passes the file the build writes, with a policy of a realistic size', () => {
    expect(headersFileProblems('out/_headers', headersFile(policy(8)))).toEqual([]);
  });

  it('serves the e-mail logo to any origin, after the site-wide rule, and every other file to the site alone', () => {
    const rules = headersFile(policy(8))
      .split(/\n(?=\/)/)
      .map((block) =>
        block
          .replace(/^#.*\n/, '')
          .split('\n')
          .filter(Boolean),
      );
    const logo = rules.findIndex(([pattern]) => pattern === '/logo.png');
    const siteWide = rules.findIndex(([pattern]) => pattern === '/*');
    expect(logo).toBeGreaterThan(siteWide);
    expect(rules[logo]!.slice(1)).toEqual(['  Cross-Origin-Resource-Policy: cross-origin']);
    expect(rules[siteWide]).toContain('  Cross-Origin-Resource-Policy: same-origin');
  });

  it('refuses a policy line longer than Cloudflare Pages reads, naming the file, the line and the limit', () => {
    const file = headersFile(policy(40));
    const line = file.split('\n').findIndex((l) => l.includes('Content-Security-Policy')) + 1;
    const length = file.split('\n')[line - 1]!.length;
    expect(length).toBeGreaterThan(2000);
    expect(headersFileProblems('out/_headers', file)).toEqual([
      `out/_headers: line ${line} is ${length.toLocaleString('en-US')} characters, more than the 2,000 Cloudflare Pages reads`,
    ]);
  });

  it('refuses more rules than Cloudflare Pages reads (one rule per page, as the file used to have)', () => {
    const rules = Array.from({ length: 161 }, (_, i) => `/page-${i}/\n  Content-Security-Policy: ${policy(2)}`).join('\n');
    expect(headersFileProblems('out/_headers', `# generated\n/*\n  X-Frame-Options: DENY\n${rules}\n`)).toEqual([
      'out/_headers: 162 rules, more than the 100 Cloudflare Pages reads',
    ]);
    expect(headersFileProblems('out/_headers', `/*\n  X-Frame-Options: DENY\n${rules.split('\n').slice(0, 198).join('\n')}\n`)).toEqual([]);
  });

  it('refuses a header Netlify sets itself and ignores in the file', () => {
    expect(headersFileProblems('out/_headers', '/*\n  content-length: 5\n')).toEqual([
      'out/_headers: sets Content-Length, which Netlify ignores (it sets that header itself)',
    ]);
  });

  it('knows both hosts the README names', () => {
    expect(HEADERS_FILE_HOSTS.map((h) => h.host)).toEqual(['Cloudflare Pages', 'Netlify']);
  });
});
