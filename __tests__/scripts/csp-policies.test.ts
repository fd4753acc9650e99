import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { assertCovered, buildSitePolicies, coverageProblems } from '@/scripts/csp/site-policies';
import { headersFile, headersFileProblems } from '@/scripts/csp/headers-file';
import { ACCESS_LOG, nginxHttpConf, nginxRedirectConf, nginxSiteConf } from '@/scripts/nginx/config';
import { tempDir } from '../support/temp-dir';

const ORIGIN = 'https://api.emailjs.com';
const hashOf = (text: string) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;
const page = (body: string, head = '') =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>${head}<title>t</title></head><body>${body}</body></html>`;

/** A small out/ with the shapes the real export has: a plain page, a redirect, form pages, 404s. */
function fixtureOut(): string {
  const dir = tempDir('csp-out-');
  const write = (file: string, html: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), html);
  };
  write('index.html', page('<script>document.documentElement.classList.add("js")</script><script type="application/ld+json">{"@type":"Thing"}</script>'));
  write('blogs/index.html', page('<script>location.replace("/blogs/page1/");</script>'));
  write('contact/index.html', page('<script data-standalone="">guard()</script><form data-lead-form=""></form>'));
  write(
    'formInput/index.html',
    page('<form></form><template data-form-code><script type="module" src="/_next/static/islands/lead-forms-1.js"></script></template>'),
  );
  write('404.html', page('<script>document.documentElement.classList.add("js")</script>'));
  write('es/404/index.html', page('<script>console.log("es")</script>'));
  // A bundle that would insert a stylesheet at run time: the policy is computed from what the pages carry, never
  // from a scan of minified code, so nothing of it is allowed.
  write(
    '_next/static/chunks/a.js',
    'function g(){}!function(t){let e=document.head,a=document.createElement("style");e.appendChild(a),a.appendChild(document.createTextNode(t))}(".toast{color:red}");',
  );
  write('about/index.html', page('<p>About</p>', '<style>.about{color:green}</style>'));
  return dir;
}

describe('the per-page Content-Security-Policy', () => {
  let out: string;
  beforeEach(() => {
    out = fixtureOut();
  });

  it("allows each page's own inline scripts by hash, never 'unsafe-inline', and leaves data blocks out", () => {
    const { pages, html } = buildSitePolicies(out, ORIGIN);
    const home = pages.find((p) => p.file === 'index.html')!;
    expect(home.header).toContain(hashOf('document.documentElement.classList.add("js")'));
    expect(home.header).not.toContain(hashOf('{"@type":"Thing"}'));
    expect(home.header).not.toContain('unsafe-inline');
    const redirect = pages.find((p) => p.file === 'blogs/index.html')!;
    expect(redirect.header).toContain(hashOf('location.replace("/blogs/page1/");'));
    // One page's script is not allowed on another.
    expect(home.header).not.toContain(hashOf('location.replace("/blogs/page1/");'));
    expect(() => assertCovered(pages, html)).not.toThrow();
  });

  it('allows a style by its hash only where a page carries it, and nothing a bundle might insert', () => {
    const { pages } = buildSitePolicies(out, ORIGIN);
    expect(pages.find((p) => p.file === 'about/index.html')!.header).toContain(`style-src 'self' ${hashOf('.about{color:green}')};`);
    for (const p of pages) expect(p.header).not.toContain(hashOf('.toast{color:red}'));
    expect(pages.find((p) => p.file === 'contact/index.html')!.header).toMatch(/style-src 'self';/);
  });

  it('puts the same policy, less frame-ancestors, in a <meta> before every script', () => {
    const { pages, html } = buildSitePolicies(out, ORIGIN);
    const home = html.get('index.html')!;
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/.exec(home)?.[1];
    expect(meta).toBe(pages.find((p) => p.file === 'index.html')!.header.replace("frame-ancestors 'none'; ", ''));
    expect(home.indexOf('http-equiv')).toBeLessThan(home.indexOf('<script'));
  });

  it('fails naming the page when a page carries a script its policy does not allow', () => {
    const { pages, html } = buildSitePolicies(out, ORIGIN);
    html.set('blogs/index.html', html.get('blogs/index.html')!.replace('</body>', '<script>alert(1)</script></body>'));
    expect(() => assertCovered(pages, html)).toThrow(/^blogs\/index\.html: the header policy does not allow the inline script "alert\(1\)…"/m);
  });

  it('refuses what no hash can allow, and a meta policy placed after a script', () => {
    expect(coverageProblems(page('<button onclick="go()">Go</button>'), "script-src 'self'")).toContain(
      '<button onclick="…"> cannot be allowed by a hash; move it into a script or stylesheet',
    );
    const late = page('<script>x()</script><meta http-equiv="Content-Security-Policy" content="script-src \'self\'"/>');
    expect(coverageProblems(late, "script-src 'self'")).toContain(
      'the <meta> Content-Security-Policy comes after a script or style, which it then does not cover',
    );
  });

  it("refuses a page that still carries Next.js's payload or bootstrap, which its hash would otherwise allow", () => {
    const payload = '<script>self.__next_f.push([1,"0:{}"])</script>';
    const bootstrap = '<script>(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({})</script>';
    for (const body of [payload, bootstrap]) {
      const policy = `script-src 'self' ${hashOf(body.slice('<script>'.length, -'</script>'.length))}`;
      const html = page(body, `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`);
      expect(coverageProblems(html, policy)).toEqual(["still carries Next.js's inline code, which the strip step removes: run it first"]);
    }
  });

  it('writes each page its own policy in the nginx map, and one policy allowing every page in out/_headers', () => {
    const { pages, html, sitePolicy } = buildSitePolicies(out, ORIGIN);
    const headers = headersFile(sitePolicy);
    const nginx = nginxHttpConf(pages);
    for (const p of pages) {
      expect(nginx).toContain(`"/${p.file}" "${p.header}";`);
      // Every page runs under the site-wide header policy as it does under its own.
      expect(coverageProblems(html.get(p.file)!, sitePolicy)).toEqual([]);
    }
    expect(sitePolicy).toContain(hashOf('location.replace("/blogs/page1/");'));
    expect(sitePolicy).toContain(hashOf('.about{color:green}'));
    // The policy sits only in the site-wide rule: a second rule matching a page would be enforced as well.
    expect(headers.match(/Content-Security-Policy:/g)).toHaveLength(1);
    expect(headers).toMatch(/^\/\*\n(  .*\n)*  Content-Security-Policy: /m);
    expect(headers).toContain(`  Content-Security-Policy: ${sitePolicy}\n/_next/static/*\n`);
    expect(headersFileProblems('out/_headers', headers)).toEqual([]);
  });

  it('gives the nginx site block the same common headers as out/_headers, and each language its 404 page', () => {
    const { pages, sitePolicy } = buildSitePolicies(out, ORIGIN);
    const headers = headersFile(sitePolicy);
    const site = nginxSiteConf(pages);
    for (const [, name, value] of headers.matchAll(/^ {2}([\w-]+): (.*)$/gm)) {
      if (name === 'Content-Security-Policy') continue;
      if (name === 'Strict-Transport-Security') expect(nginxHttpConf(pages)).toContain(`https "${value}";`);
      else expect(site).toContain(`add_header ${name} "${value}" always;`);
    }
    expect(site).toContain('location /es/ {\n    error_page 404 /es/404/index.html;\n}');
    expect(site).toContain('server_tokens off;');
  });

  it('has nginx log paths without query strings, in both server blocks, and no request line in the error log', () => {
    const { pages } = buildSitePolicies(out, ORIGIN);
    const format = /^log_format site_path '(.*)';$/m.exec(nginxHttpConf(pages))?.[1];
    expect(format).toContain('"$request_method $uri $server_protocol"');
    // $request and $request_uri carry the query string; $args and $query_string are it.
    expect(format).not.toMatch(/\$(request|request_uri|args|query_string|http_referer)\b/);
    for (const conf of [nginxSiteConf(pages), nginxRedirectConf()]) expect(conf).toContain(`access_log ${ACCESS_LOG} site_path;`);
    expect(nginxSiteConf(pages)).toContain('log_not_found off;');
  });
});
