// Serves out/ the way a plain static host does (index.html per folder, 404.html, gzip), with
// the `serve` package. --headers adds the production security headers (CSP tests, benchmark).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { securityHeaders } from './lib/security-headers.mjs';

const root = path.resolve(import.meta.dirname, '..');

export function serveConfig({ headers = false, emailjsOrigin } = {}) {
  const config = { trailingSlash: true, directoryListing: false };
  if (headers) {
    config.headers = [{ source: '**', headers: securityHeaders(emailjsOrigin).map(([key, value]) => ({ key, value })) }];
  }
  return config;
}

export function startStaticServer({ port, dir = path.join(root, 'out'), headers = false, emailjsOrigin, stdio = 'inherit' }) {
  const configDir = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-'));
  const configPath = path.join(configDir, 'serve.json');
  fs.writeFileSync(configPath, JSON.stringify(serveConfig({ headers, emailjsOrigin })));
  const bin = path.join(root, 'node_modules', 'serve', 'build', 'main.js');
  return spawn(process.execPath, [bin, '--no-clipboard', '--no-port-switching', '-L', '-c', configPath, '-l', `tcp://127.0.0.1:${port}`, dir], { stdio });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const arg = (name) => {
    const i = process.argv.indexOf(name);
    return i >= 0 ? process.argv[i + 1] : undefined;
  };
  const child = startStaticServer({
    port: Number(arg('--port') ?? 3000),
    headers: process.argv.includes('--headers'),
    emailjsOrigin: arg('--emailjs-origin'),
  });
  const stop = () => child.kill('SIGTERM');
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  child.on('exit', (code) => process.exit(code ?? 0));
}
