import fs from 'node:fs';
import path from 'node:path';
import { buildSitePolicies } from '@/scripts/csp/site-policies';
import { nginxHttpConf, nginxRedirectConf, nginxSiteConf } from '@/scripts/nginx/config';
import { tempDir } from '../support/temp-dir';

// Mozilla's HTTP Observatory cannot be reached from here, so its published rules
// (github.com/mozilla/http-observatory, httpobs/docs/scoring.md, read 2026-11-24) are applied to
// what the generated nginx files send for the home page over https. Every test with a modifier
// the site can earn or lose is scored; a bonus counts only when the score without bonuses is 90 or more.

/** The headers nginx sends for `file` over `scheme`, read from the generated files as nginx would. */
function nginxHeaders(files: { http: string; site: string }, file: string, scheme: 'http' | 'https'): Record<string, string> {
  const csp = new RegExp(`^\\s+"/${file.replace(/[.]/g, '\\.')}" "([^"]+)";$`, 'm').exec(files.http)?.[1];
  const hsts = /^\s+https "([^"]+)";$/m.exec(files.http)?.[1];
  const headers: Record<string, string> = {};
  for (const [, name, value] of files.site.split('\nlocation ')[0]!.matchAll(/^add_header ([\w-]+) (\S.*) always;$/gm)) {
    const resolved = value === '$site_csp' ? csp : value === '$site_hsts' ? (scheme === 'https' ? hsts : '') : value!.replace(/^"|"$/g, '');
    if (resolved) headers[name!.toLowerCase()] = resolved;
  }
  return headers;
}

function observatoryScore(headers: Record<string, string>, redirect: string, scheme: 'http' | 'https'): { score: number; results: string[] } {
  const results: [string, number, boolean][] = [];
  const csp = headers['content-security-policy'] ?? '';
  const directive = (name: string) => new RegExp(`(?:^|; )${name} ([^;]*)`).exec(csp)?.[1]?.split(' ');
  const scripts = directive('script-src') ?? directive('default-src') ?? [];
  const unsafe =
    scripts.some((s) => ["'unsafe-inline'", "'unsafe-eval'", 'data:', 'https:', 'http:', '*'].includes(s)) || directive('object-src')?.join(' ') !== "'none'";
  if (!csp) results.push(['csp-not-implemented', -25, false]);
  else if (unsafe) results.push(['csp-implemented-with-unsafe-inline', -20, false]);
  else if (directive('default-src')?.join(' ') === "'none'") results.push(['csp-implemented-with-no-unsafe-default-src-none', 10, true]);
  else results.push(['csp-implemented-with-no-unsafe', 5, true]);
  results.push(headers['set-cookie'] ? ['cookies-present', 0, false] : ['cookies-not-found', 0, false]);
  results.push(
    headers['access-control-allow-origin'] === '*'
      ? ['cross-origin-resource-sharing-implemented-with-universal-access', -50, false]
      : ['cross-origin-resource-sharing-not-implemented', 0, false],
  );
  results.push(/^return 301 https:\/\/\$host\$request_uri;$/m.test(redirect) ? ['redirection-to-https', 0, false] : ['redirection-missing', -20, false]);
  results.push(
    ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(headers['referrer-policy'] ?? '')
      ? ['referrer-policy-private', 5, true]
      : ['referrer-policy-not-implemented', 0, false],
  );
  const maxAge = Number(/max-age=(\d+)/.exec(headers['strict-transport-security'] ?? '')?.[1] ?? NaN);
  if (scheme === 'http') results.push(['hsts-not-implemented-no-https', -20, false]);
  else results.push(maxAge >= 15_768_000 ? ['hsts-implemented-max-age-at-least-six-months', 0, false] : ['hsts-not-implemented', -20, false]);
  // The pages load scripts only from their own origin (the build's policy allows no other).
  results.push(
    scripts.every((s) => s === "'self'" || s.startsWith("'sha256-"))
      ? ['sri-not-implemented-but-all-scripts-loaded-from-secure-origin', 0, false]
      : ['sri-unknown', -5, false],
  );
  results.push(
    headers['x-content-type-options'] === 'nosniff' ? ['x-content-type-options-nosniff', 0, false] : ['x-content-type-options-not-implemented', -5, false],
  );
  if (directive('frame-ancestors')) results.push(['x-frame-options-implemented-via-csp', 5, true]);
  else results.push(headers['x-frame-options'] ? ['x-frame-options-sameorigin-or-deny', 0, false] : ['x-frame-options-not-implemented', -20, false]);
  results.push(
    ['same-origin', 'same-site'].includes(headers['cross-origin-resource-policy'] ?? '')
      ? ['corp-implemented-with-same-origin', 0, false]
      : ['corp-not-implemented', 0, false],
  );
  const base = 100 + results.filter(([, , bonus]) => !bonus).reduce((sum, [, m]) => sum + m, 0);
  const bonus = base >= 90 ? results.filter(([, , isBonus]) => isBonus).reduce((sum, [, m]) => sum + m, 0) : 0;
  return { score: base + bonus, results: results.map(([name, m]) => `${name} ${m}`) };
}

describe("the generated nginx configuration, graded by the HTTP Observatory's rules", () => {
  let out: string;
  let files: { http: string; site: string; redirect: string };
  beforeAll(() => {
    out = tempDir('observatory-');
    fs.writeFileSync(
      path.join(out, 'index.html'),
      '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/></head><body><script>document.documentElement.classList.add("js")</script><script src="/_next/static/chunks/a.js"></script></body></html>',
    );
    const { pages } = buildSitePolicies(out, 'https://api.emailjs.com');
    files = { http: nginxHttpConf(pages), site: nginxSiteConf(pages), redirect: nginxRedirectConf() };
  });

  it('scores A+ (120) over https, passing all ten tests', () => {
    const { score, results } = observatoryScore(nginxHeaders(files, 'index.html', 'https'), files.redirect, 'https');
    expect(results).toEqual([
      'csp-implemented-with-no-unsafe-default-src-none 10',
      'cookies-not-found 0',
      'cross-origin-resource-sharing-not-implemented 0',
      'redirection-to-https 0',
      'referrer-policy-private 5',
      'hsts-implemented-max-age-at-least-six-months 0',
      'sri-not-implemented-but-all-scripts-loaded-from-secure-origin 0',
      'x-content-type-options-nosniff 0',
      'x-frame-options-implemented-via-csp 5',
      'corp-implemented-with-same-origin 0',
    ]);
    expect(score).toBe(120);
  });

  it('loses HSTS over plain http, which is why the deployment redirects every http address', () => {
    expect(observatoryScore(nginxHeaders(files, 'index.html', 'http'), files.redirect, 'http').score).toBe(80);
  });
});
