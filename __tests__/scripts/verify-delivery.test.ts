import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { checkTestLeadEmail, DEFAULT_TEST_LEAD_EMAIL, deliveryReport, testLeadValues } from '@/scripts/verify/delivery';

const answer = (status: number, text = '') => deliveryReport({ kind: 'answer', status, text });

describe('what npm run verify --send-test-lead makes of EmailJS’s answer', () => {
  it('calls only a 200 delivered', () => {
    expect(answer(200, 'OK')).toMatchObject({ outcome: 'delivered', summary: 'Delivered: EmailJS answered 200 "OK".' });
    expect([400, 403, 412, 429, 500].map((s) => answer(s).outcome)).not.toContain('delivered');
  });

  it.each([
    [429, 'Too Many Requests'],
    [426, ''],
    [402, ''],
  ])('reads %i "%s" as the quota reached, and says where to look', (status, text) => {
    const report = answer(status, text);
    expect(report.outcome).toBe('quota');
    expect(report.advice).toMatch(/EmailJS dashboard/);
  });

  it.each([
    ['The Public Key is invalid. To find this ID, visit https://dashboard.emailjs.com/admin/account'],
    ['Variables size limit. The maximum allowed variables size is 50Kb'],
    ['The service ID is invalid'],
    [''],
  ])('reads a 400 "%s" as a refused request, never the quota, and points to the settings and the template', (text) => {
    const report = answer(400, text);
    expect(report.outcome).toBe('refused');
    expect(report.summary).toMatch(/^Request refused: EmailJS answered 400/);
    expect(report.summary).not.toMatch(/Quota/);
    expect(report.advice).toMatch(/NEXT_PUBLIC_EMAILJS_/);
    expect(report.advice).toMatch(/Variables size limit/);
  });

  it('reads 412 as the e-mail service refusing, and says to reconnect it', () => {
    const report = answer(412, 'Gmail_API: Invalid grant. Please reconnect your Gmail account');
    expect(report).toMatchObject({
      outcome: 'refused',
      summary: 'Account or service refused: EmailJS answered 412 "Gmail_API: Invalid grant. Please reconnect your Gmail account".',
    });
    expect(report.advice).toMatch(/reconnect the service/);
  });

  it('reads a wrong key or template as the account refusing, and a 403 as the origin not allowed', () => {
    expect(answer(400, 'The Public Key is invalid')).toMatchObject({ outcome: 'refused' });
    expect(answer(400, 'The Public Key is invalid').advice).toMatch(/NEXT_PUBLIC_EMAILJS_/);
    expect(answer(403, 'API access from this origin is not allowed')).toMatchObject({ outcome: 'origin' });
    expect(answer(403, 'API calls are disabled for non-browser applications')).toMatchObject({ outcome: 'refused' });
    expect(answer(503)).toMatchObject({ outcome: 'service-error' });
  });

  it('tells a failed request, a time-out and a form that never sent apart', () => {
    expect(deliveryReport({ kind: 'failed', error: 'net::ERR_CONNECTION_REFUSED' })).toMatchObject({
      outcome: 'network',
      summary: 'Network: the send did not reach EmailJS (net::ERR_CONNECTION_REFUSED).',
    });
    expect(deliveryReport({ kind: 'timeout', seconds: 25 })).toMatchObject({ outcome: 'timeout', summary: 'Time-out: EmailJS did not answer within 25 s.' });
    expect(deliveryReport({ kind: 'not-sent', reason: '/contact/ answered 404' })).toMatchObject({
      outcome: 'not-sent',
      summary: 'Not sent: /contact/ answered 404.',
    });
  });

  it('takes the default Reply-To and any address the contact form accepts', () => {
    expect(checkTestLeadEmail(DEFAULT_TEST_LEAD_EMAIL)).toEqual({ ok: true, email: DEFAULT_TEST_LEAD_EMAIL });
    expect(checkTestLeadEmail('intake+check@firm.example.org')).toEqual({ ok: true, email: 'intake+check@firm.example.org' });
  });

  it.each([
    ['not-an-address', /not an address the contact form accepts \(Email is not a valid email!\)/],
    ['ana@example', /not an address the contact form accepts/],
    ['"Ana" <ana@example.org>', /not an address the contact form accepts/],
    ['', /not an address the contact form accepts \(Email is required!\)/],
    [undefined, /--email needs an address after it/],
    ['--timeout-seconds', /--email needs an address after it/],
  ])('refuses --email %p before sending, saying why', (email, problem) => {
    const checked = checkTestLeadEmail(email);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.problem).toMatch(problem);
  });

  it('exits 2 with the reason and the usage for an invalid --email, before any browser starts or anything is sent', () => {
    const root = path.resolve(__dirname, '../..');
    // Port 9 (discard) on this machine: nothing answers there, so a send attempted would fail or time out, not exit 2.
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/verify.ts', 'http://127.0.0.1:9', '--send-test-lead', '--email', 'nobody-at-example.org'],
      {
        cwd: root,
        encoding: 'utf8',
        timeout: 60_000,
      },
    );
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/--email "nobody-at-example\.org" is not an address the contact form accepts .*, so no test lead was sent\./);
    expect(run.stderr).toMatch(/Usage: npm run verify/);
    expect(run.stdout).toBe('');
  });

  it('writes a test lead nobody could take for a person', () => {
    const values = testLeadValues('https://www.example.org', new Date('2027-01-02T03:04:05Z'));
    expect(values.name).toMatch(/not a person/);
    expect(values.message).toMatch(/^AUTOMATIC DELIVERY CHECK: this is not a person and not a lead\./);
    expect(values.message).toContain('2027-01-02T03:04:05.000Z');
  });
});
