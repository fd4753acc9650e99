import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { startLocalNginx } from '../scripts/nginx/local-nginx';
import { BROKEN_NGINX_PORTS, NGINX_PORTS } from '../scripts/nginx/ports';

// `npm run verify` against the local nginx: the generated configuration passes, and a
// configuration missing one header fails with a line naming it.
const run = promisify(execFile);
const tsx = path.join(process.cwd(), 'node_modules', '.bin', 'tsx');
// The local https certificate is self-signed for this run; a real deployment's is checked as usual.
const env = { ...process.env, NODE_TLS_REJECT_UNAUTHORIZED: '0', NODE_NO_WARNINGS: '1' };

async function verify(ports: typeof NGINX_PORTS): Promise<{ code: number; lines: string[] }> {
  try {
    const { stdout } = await run(tsx, ['scripts/verify.ts', `https://127.0.0.1:${ports.https}`, '--http-port', String(ports.redirect)], { env });
    return { code: 0, lines: stdout.trim().split('\n') };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, lines: failed.stdout.trim().split('\n') };
  }
}

test('the generated configuration passes every check of npm run verify', async () => {
  test.setTimeout(60_000);
  const { code, lines } = await verify(NGINX_PORTS);
  expect(lines).toEqual([`https://127.0.0.1:${NGINX_PORTS.https}: every check passed`]);
  expect(code).toBe(0);
});

test('a configuration missing headers fails, with a line naming each one', async () => {
  test.setTimeout(60_000);
  const dropped = ['X-Content-Type-Options', 'Content-Security-Policy', 'Strict-Transport-Security'];
  const broken = await startLocalNginx({ ports: BROKEN_NGINX_PORTS, dropHeaders: dropped });
  try {
    const { code, lines } = await verify(BROKEN_NGINX_PORTS);
    expect(code).toBe(1);
    for (const header of dropped)
      expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^https://127\\.0\\.0\\.1:${BROKEN_NGINX_PORTS.https}/about/: no ${header} header`)));
    expect(lines.at(-1)).toMatch(/problem\(s\) found/);
  } finally {
    broken.stop();
  }
});
