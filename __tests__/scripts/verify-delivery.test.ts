import { deliveryReport, testLeadValues } from '@/scripts/verify/delivery';

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
    [400, 'The monthly limit of requests has been reached'],
  ])('reads %i "%s" as the quota reached, and says where to look', (status, text) => {
    const report = answer(status, text);
    expect(report.outcome).toBe('quota');
    expect(report.advice).toMatch(/EmailJS dashboard/);
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

  it('writes a test lead nobody could take for a person', () => {
    const values = testLeadValues('https://www.example.org', new Date('2027-01-02T03:04:05Z'));
    expect(values.name).toMatch(/not a person/);
    expect(values.message).toMatch(/^AUTOMATIC DELIVERY CHECK: this is not a person and not a lead\./);
    expect(values.message).toContain('2027-01-02T03:04:05.000Z');
  });
});
