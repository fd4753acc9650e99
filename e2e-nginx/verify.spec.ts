import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { startLocalNginx } from '../scripts/nginx/local-nginx';
import { BROKEN_NGINX_PORTS, NGINX_PORTS } from '../scripts/nginx/ports';
import { SITE, setSinkMode, sinkHeld, sinkMessages, uniqueEmail } from '../e2e/support/site';

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

// `npm run verify -- URL --send-test-lead` against the local nginx and mail sink, one sink mode
// per test: the check fills the real contact form, and reports EmailJS's answer and what to do.
async function sendTestLead(email: string, timeoutSeconds = 20): Promise<{ code: number; lines: string[] }> {
  const args = ['scripts/verify.ts', SITE, '--send-test-lead', '--email', email, '--timeout-seconds', String(timeoutSeconds)];
  try {
    const { stdout } = await run(tsx, args, { env });
    return { code: 0, lines: stdout.trim().split('\n') };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, lines: failed.stdout.trim().split('\n') };
  }
}

test.describe('npm run verify --send-test-lead', () => {
  test('delivered: one e-mail reaches the sink, saying plainly that it is an automatic check', async () => {
    test.setTimeout(60_000);
    const email = uniqueEmail('verify-ok');
    const { code, lines } = await sendTestLead(email);
    // The page moves on to the confirmation at once, which may leave the answer's body unread.
    expect(lines[0]).toMatch(/^Delivered: EmailJS answered 200( "OK")?\.$/);
    expect(code).toBe(0);
    const sent = await sinkMessages(email);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.template_params.from_name).toBe('Automatic delivery check (not a person)');
    expect(sent[0]!.template_params.message).toMatch(/^AUTOMATIC DELIVERY CHECK: this is not a person and not a lead\./);
    expect(sent[0]!.template_params.accidentId).toBe('Something else');
  });

  test('429: reports the quota reached, and fails', async () => {
    test.setTimeout(60_000);
    const email = uniqueEmail('verify-429');
    await setSinkMode(email, 'fail', 429, 'Too Many Requests');
    const { code, lines } = await sendTestLead(email);
    expect(lines[0]).toBe('Quota reached: EmailJS answered 429 "Too Many Requests".');
    expect(lines[1]).toMatch(/quota/);
    expect(code).toBe(1);
    expect(await sinkMessages(email)).toEqual([]);
  });

  test('412: reports the e-mail service refused, with how to reconnect it, and fails', async () => {
    test.setTimeout(60_000);
    const email = uniqueEmail('verify-412');
    await setSinkMode(email, 'fail', 412, 'Gmail_API: Invalid grant. Please reconnect your Gmail account');
    const { code, lines } = await sendTestLead(email);
    expect(lines[0]).toBe('Account or service refused: EmailJS answered 412 "Gmail_API: Invalid grant. Please reconnect your Gmail account".');
    expect(lines[1]).toMatch(/reconnect the service/);
    expect(code).toBe(1);
  });

  test('no answer: reports a time-out once the limit given has passed, and fails', async () => {
    test.setTimeout(60_000);
    const email = uniqueEmail('verify-hang');
    await setSinkMode(email, 'hang');
    const { code, lines } = await sendTestLead(email, 4);
    expect(lines[0]).toBe('Time-out: EmailJS did not answer within 4 s.');
    expect(code).toBe(1);
    // The send did reach the sink, which never answered.
    expect(await sinkHeld(email)).toHaveLength(1);
  });
});
