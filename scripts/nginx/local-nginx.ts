// Runs Debian's nginx on this machine, unprivileged and in the foreground, serving out/ with the
// files the build generated (out-nginx/): plain http on one port (the browser tests), https with
// a throwaway self-signed certificate on another, and an http port that redirects to https the
// way docs/security-headers.md's set-up does. Everything nginx writes goes to a temporary folder.
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { NGINX_FILES, nginxDir } from '../csp/output';
import { ACCESS_LOG } from './config';

// The project folder: every caller (npm scripts, Playwright) runs from it, and Playwright's loader
// cannot compile import.meta in a module it imports.
const root = process.cwd();
const CANDIDATES = ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'];
const MIME_TYPES = ['/etc/nginx/mime.types', '/usr/local/nginx/conf/mime.types'];

export interface NginxPorts {
  /** Plain http serving the site, as the end-to-end tests load it. */
  http: number;
  /** https with a self-signed certificate, as a deployment serves it. */
  https: number;
  /** Plain http that only redirects to https (port 80 of a deployment). */
  redirect: number;
}

/** The nginx binary, or undefined when it is not installed or cannot run here. */
export function findNginx(): string | undefined {
  const bin = CANDIDATES.find((c) => fs.existsSync(c));
  if (!bin) return undefined;
  return spawnSync(bin, ['-v'], { stdio: 'ignore' }).status === 0 ? bin : undefined;
}

/** Writes a self-signed certificate for 127.0.0.1 into `dir`; false when openssl is missing. */
function selfSignedCertificate(dir: string): boolean {
  const result = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  return result.status === 0;
}

/** The nginx.conf for a run: the generated include files, with the add_header lines of `dropHeaders` left out. */
function localNginxConf({
  dir,
  outDir,
  ports,
  https,
  dropHeaders,
}: {
  dir: string;
  outDir: string;
  ports: NginxPorts;
  https: boolean;
  dropHeaders: readonly string[];
}): string {
  const generated = nginxDir(root);
  const read = (name: string) => fs.readFileSync(path.join(generated, name), 'utf8');
  const drop = (text: string) => dropHeaders.reduce((t, name) => t.replace(new RegExp(`^\\s*add_header ${name} .*$\\n`, 'gim'), ''), text);
  // The generated files log where a deployment's nginx does; this one runs unprivileged.
  const ownLog = (text: string) => text.replaceAll(ACCESS_LOG, localAccessLog(ports));
  const copies = { http: path.join(dir, NGINX_FILES.http), site: path.join(dir, NGINX_FILES.site), redirect: path.join(dir, NGINX_FILES.redirect) };
  fs.writeFileSync(copies.http, read(NGINX_FILES.http));
  fs.writeFileSync(copies.site, ownLog(drop(read(NGINX_FILES.site))));
  // A deployment redirects port 80 to 443; here https listens on another port, which the redirect must name.
  fs.writeFileSync(copies.redirect, ownLog(read(NGINX_FILES.redirect)).replace('https://$host$request_uri', `https://$host:${ports.https}$request_uri`));
  const mime = MIME_TYPES.find((m) => fs.existsSync(m));
  if (!mime) throw new Error(`no mime.types found (looked in ${MIME_TYPES.join(', ')})`);
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
  return [
    'worker_processes 1;',
    `pid ${path.join(dir, 'nginx.pid')};`,
    `error_log ${path.join(dir, 'error.log')} warn;`,
    'events { worker_connections 256; }',
    'http {',
    `  include ${mime};`,
    '  default_type application/octet-stream;',
    // Each generated server block names its own log (localAccessLog), in the format without query strings.
    '  access_log off;',
    `  ${temp('client_body')} ${temp('proxy')} ${temp('fastcgi')} ${temp('uwsgi')} ${temp('scgi')}`,
    '  gzip on;',
    '  gzip_types text/css application/javascript text/plain application/xml application/rss+xml image/svg+xml;',
    `  include ${copies.http};`,
    `  server { listen 127.0.0.1:${ports.http}; server_name 127.0.0.1; root ${outDir}; include ${copies.site}; }`,
    ...(https
      ? [
          `  server { listen 127.0.0.1:${ports.https} ssl; server_name 127.0.0.1; ssl_certificate ${path.join(dir, 'cert.pem')}; ssl_certificate_key ${path.join(dir, 'key.pem')}; root ${outDir}; include ${copies.site}; }`,
          `  server { listen 127.0.0.1:${ports.redirect}; server_name 127.0.0.1; include ${copies.redirect}; }`,
        ]
      : []),
    '}',
    '',
  ].join('\n');
}

/** The folder of the run on these ports: one per port set, emptied at each start, so a test can read its access log. */
const runDir = (ports: NginxPorts) => path.join(os.tmpdir(), `site-nginx-${ports.http}`);

/** The access log the generated server blocks write to, in this machine's run on `ports`. */
export const localAccessLog = (ports: NginxPorts) => path.join(runDir(ports), 'access.log');

export interface LocalNginx {
  process: ChildProcess;
  dir: string;
  https: boolean;
  stop: () => void;
}

/** Starts nginx in the foreground; resolves once it accepts connections on the http port. */
export async function startLocalNginx({
  ports,
  outDir = path.join(root, 'out'),
  dropHeaders = [],
}: {
  ports: NginxPorts;
  outDir?: string;
  /** Headers to leave out, to see that the deployment check notices. */
  dropHeaders?: readonly string[];
}): Promise<LocalNginx> {
  const bin = findNginx();
  if (!bin) throw new Error("nginx is not installed (apt-get install nginx-light, or Debian's nginx)");
  const dir = runDir(ports);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir);
  const https = selfSignedCertificate(dir);
  fs.writeFileSync(path.join(dir, 'nginx.conf'), localNginxConf({ dir, outDir, ports, https, dropHeaders }));
  const conf = path.join(dir, 'nginx.conf');
  // -e: without it nginx opens its compiled-in error log (under /var/log) before reading the config.
  execFileSync(bin, ['-t', '-q', '-p', dir, '-e', path.join(dir, 'error.log'), '-c', conf], { stdio: 'pipe' });
  const child = spawn(bin, ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', conf, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  const stop = () => {
    child.kill('SIGQUIT');
  };
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx stopped at once: ${fs.readFileSync(path.join(dir, 'error.log'), 'utf8')}`);
    try {
      await fetch(`http://127.0.0.1:${ports.http}/robots.txt`);
      break;
    } catch {
      if (Date.now() > deadline) {
        stop();
        throw new Error(`nginx did not answer on port ${ports.http}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return { process: child, dir, https, stop };
}
