// After `next build` and the framework strip: gives every page in out/ a Content-Security-Policy
// made from the inline scripts it really carries (a <meta> in the page, an entry in the generated
// nginx files), writes out/_headers with the one policy that allows what any page carries, and
// fails the build, naming the page, on anything a policy would block, and naming the file and
// the limit, on a rules file a host would not read whole.
import fs from 'node:fs';
import path from 'node:path';
import { buildEmailjsOrigin, buildLeadRelayOrigin } from './lib/security-headers';
import { assertCovered, buildSitePolicies } from './csp/site-policies';
import { headersFile, headersFileProblems } from './csp/headers-file';
import { NGINX_FILES, POLICIES_FILE, nginxDir } from './csp/output';
import { nginxHttpConf, nginxRedirectConf, nginxSiteConf } from './nginx/config';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'out');

function fail(lead: string, error: unknown): never {
  console.error(`${lead}\n${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

let built: ReturnType<typeof buildSitePolicies>;
try {
  built = buildSitePolicies(outDir, buildEmailjsOrigin(root), buildLeadRelayOrigin(root));
  assertCovered(built.pages, built.html);
} catch (error) {
  fail('Content-Security-Policy: pages whose inline code no policy covers:', error);
}
const { pages, html, sitePolicy } = built;
for (const [file, text] of html) fs.writeFileSync(path.join(outDir, file), text);

const headers = headersFile(sitePolicy);
const headerProblems = headersFileProblems('out/_headers', headers);
if (headerProblems.length) fail('Security headers: a host would not read the whole rules file:', headerProblems.join('\n'));
fs.writeFileSync(path.join(outDir, '_headers'), headers);

const dir = nginxDir(root);
fs.rmSync(dir, { recursive: true, force: true });
fs.mkdirSync(dir);
fs.writeFileSync(path.join(dir, NGINX_FILES.http), nginxHttpConf(pages));
fs.writeFileSync(path.join(dir, NGINX_FILES.site), nginxSiteConf(pages));
fs.writeFileSync(path.join(dir, NGINX_FILES.redirect), nginxRedirectConf());
fs.writeFileSync(path.join(dir, POLICIES_FILE), `${JSON.stringify(pages, null, 1)}\n`);
const hashes = new Set(pages.flatMap((p) => p.header.match(/'sha256-[^']+'/g) ?? []));
console.log(
  `Content-Security-Policy for ${pages.length} pages (${hashes.size} distinct hashes, no 'unsafe-inline'): out/_headers (one site-wide rule), ${path.relative(root, dir)}/ (one per page).`,
);
