// The serving is serve-handler's and the compression compression's; only the per-page production headers are ours.
// Serves out/ the way a plain static host does (index.html per folder, /about -> /about/, 404.html,
// text compressed with gzip as every static host and the nginx configuration do), through
// serve-handler. --headers adds the production headers with each page's own
// Content-Security-Policy, read from the policies the build wrote (out-nginx/policies.json).
import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import compression from 'compression';
import handler from 'serve-handler';
import { commonHeadersFor, IMMUTABLE_CACHE, IMMUTABLE_PREFIX, NON_PAGE_POLICY } from './lib/security-headers';
import { POLICIES_FILE, nginxDir } from './csp/output';
import type { PagePolicy } from './csp/site-policies';

const root = path.resolve(import.meta.dirname, '..');

function policyLookup(): (file: string) => string {
  const file = path.join(nginxDir(root), POLICIES_FILE);
  if (!fs.existsSync(file)) throw new Error(`${path.relative(root, file)} is missing: run npm run build first`);
  const policies = new Map((JSON.parse(fs.readFileSync(file, 'utf8')) as PagePolicy[]).map((p) => [p.file, p.header]));
  return (served) => policies.get(served) ?? NON_PAGE_POLICY;
}

/** The file under out/ a response carries: the folder's index.html, or 404.html for a 404. */
function servedFile(pathname: string, status: number): string {
  if (status === 404) return '404.html';
  const decoded = decodeURIComponent(pathname).replace(/^\/+/, '');
  return decoded === '' || decoded.endsWith('/') ? `${decoded}index.html` : decoded;
}

export function createStaticServer({ dir = path.join(root, 'out'), headers = false } = {}): http.Server {
  const policyOf = headers ? policyLookup() : undefined;
  // compression() is Express middleware, typed for Express's request and response; it uses
  // nothing of them beyond Node's own.
  const gzip = compression() as unknown as (req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void;
  return http.createServer((req, res) => gzip(req, res, () => serve(req, res)));

  function serve(req: http.IncomingMessage, res: http.ServerResponse) {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (policyOf) {
      for (const [name, value] of commonHeadersFor(pathname)) res.setHeader(name, value);
      if (pathname.startsWith(IMMUTABLE_PREFIX)) res.setHeader('Cache-Control', IMMUTABLE_CACHE);
      const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => http.ServerResponse;
      res.writeHead = ((status: number, ...rest: unknown[]) => {
        res.setHeader('Content-Security-Policy', policyOf(servedFile(pathname, status)));
        return writeHead(status, ...rest);
      }) as typeof res.writeHead;
    }
    void handler(req, res, { public: dir, trailingSlash: true, directoryListing: false });
  }
}

/** Runs the server as a child process, for callers that stop it with a signal. */
export function startStaticServer({
  port,
  dir,
  headers = false,
  stdio = 'inherit',
}: {
  port: number;
  dir?: string;
  headers?: boolean;
  stdio?: StdioOptions;
}): ChildProcess {
  const args = [
    '--import',
    'tsx',
    path.join(import.meta.dirname, 'static-server.ts'),
    '--port',
    String(port),
    ...(dir ? ['--dir', dir] : []),
    ...(headers ? ['--headers'] : []),
  ];
  return spawn(process.execPath, args, { stdio, cwd: root });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const arg = (name: string) => {
    const i = process.argv.indexOf(name);
    return i >= 0 ? process.argv[i + 1] : undefined;
  };
  const server = createStaticServer({ dir: arg('--dir'), headers: process.argv.includes('--headers') });
  server.listen(Number(arg('--port') ?? 3000), '127.0.0.1');
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
