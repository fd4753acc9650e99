// After `next build` and the framework strip: gives every page in out/ a Content-Security-Policy
// made from the inline scripts it really carries (a <meta> in the page, a rule in out/_headers,
// an entry in the generated nginx files), and fails the build, naming the page, on anything a
// policy would block.
import fs from 'node:fs';
import path from 'node:path';
import { buildEmailjsOrigin } from './lib/security-headers';
import { assertCovered, buildSitePolicies } from './csp/site-policies';
import { cloudflareProblems, headersFile } from './csp/headers-file';
import { NGINX_FILES, POLICIES_FILE, nginxDir } from './csp/output';
import { nginxHttpConf, nginxRedirectConf, nginxSiteConf } from './nginx/config';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'out');

try {
  const { pages, html } = buildSitePolicies(outDir, buildEmailjsOrigin(root));
  assertCovered(pages, html);
  for (const [file, text] of html) fs.writeFileSync(path.join(outDir, file), text);

  const headers = headersFile(pages);
  fs.writeFileSync(path.join(outDir, '_headers'), headers);
  for (const problem of cloudflareProblems(headers)) console.warn(`out/_headers on Cloudflare Pages: ${problem}`);

  const dir = nginxDir(root);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir);
  fs.writeFileSync(path.join(dir, NGINX_FILES.http), nginxHttpConf(pages));
  fs.writeFileSync(path.join(dir, NGINX_FILES.site), nginxSiteConf(pages));
  fs.writeFileSync(path.join(dir, NGINX_FILES.redirect), nginxRedirectConf());
  fs.writeFileSync(path.join(dir, POLICIES_FILE), `${JSON.stringify(pages, null, 1)}\n`);
  const hashes = new Set(pages.flatMap((p) => p.header.match(/'sha256-[^']+'/g) ?? []));
  console.log(
    `Content-Security-Policy for ${pages.length} pages (${hashes.size} distinct hashes, no 'unsafe-inline'): out/_headers, ${path.relative(root, dir)}/.`,
  );
} catch (error) {
  console.error(`Content-Security-Policy: pages whose inline code no policy covers:\n${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
