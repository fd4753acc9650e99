import emailjs from '@emailjs/browser';
import { classifyFailure, sendLead } from '@/lib/email';

jest.mock('@emailjs/browser', () => ({ __esModule: true, default: { init: jest.fn(), send: jest.fn() } }));

const mocked = emailjs as jest.Mocked<typeof emailjs>;
const settings = { publicKey: 'pk', serviceId: 'svc', origin: 'http://127.0.0.1:3001' };

beforeEach(() => {
  mocked.send.mockReset();
});

describe('sendLead', () => {
  it('initialises once with the key, origin, no headless blocking and an in-memory rate-limit store', async () => {
    mocked.send.mockResolvedValue({ status: 200, text: 'OK' });
    await sendLead(settings, 'tpl', { a: '1' }, 'contact-form');
    await sendLead(settings, 'tpl', { a: '1' }, 'contact-form-2');
    expect(mocked.init).toHaveBeenCalledTimes(1);
    const [options, origin] = mocked.init.mock.calls[0]!;
    expect(origin).toBe('http://127.0.0.1:3001');
    expect(options).toEqual(
      expect.objectContaining({
        publicKey: 'pk',
        blockHeadless: false,
        storageProvider: expect.objectContaining({ get: expect.any(Function), set: expect.any(Function), remove: expect.any(Function) }),
      }),
    );
  });

  it('sends to the service and template with a rate limit per form', async () => {
    mocked.send.mockResolvedValue({ status: 200, text: 'OK' });
    await expect(sendLead(settings, 'template_case', { name: 'x' }, 'case-form')).resolves.toEqual({ ok: true });
    expect(mocked.send).toHaveBeenCalledWith('svc', 'template_case', { name: 'x' }, { limitRate: { id: 'case-form', throttle: expect.any(Number) } });
  });

  it('treats an answer other than 200 as a failure', async () => {
    mocked.send.mockResolvedValue({ status: 202, text: 'Accepted' });
    await expect(sendLead(settings, 'tpl', {}, 'x')).resolves.toEqual({ ok: false, reason: 'rejected', status: 202 });
  });

  it.each([
    ['a plain string (missing key or id)', 'The public key is required', { ok: false, reason: 'configuration' }],
    ['an HTTP error object', { status: 500, text: 'Internal Server Error' }, { ok: false, reason: 'rejected', status: 500 }],
    ['the rate limit', { status: 429, text: 'Too Many Requests' }, { ok: false, reason: 'rate-limit', status: 429 }],
    ['a network TypeError', new TypeError('Failed to fetch'), { ok: false, reason: 'network' }],
  ])('resolves (never throws) when the library rejects with %s', async (_, rejection, expected) => {
    mocked.send.mockRejectedValue(rejection);
    await expect(sendLead(settings, 'tpl', {}, 'x')).resolves.toEqual(expected);
  });

  it('logs nothing about a failure', async () => {
    const spies = (['log', 'error', 'warn', 'info', 'debug'] as const).map((m) => jest.spyOn(console, m).mockImplementation(() => undefined));
    mocked.send.mockRejectedValue(new TypeError('Failed to fetch'));
    await sendLead(settings, 'tpl', { message: 'secret' }, 'x');
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
  });
});

describe('classifyFailure', () => {
  it('maps status 0 to a network failure', () => {
    expect(classifyFailure({ status: 0, text: 'Network Error' })).toEqual({ reason: 'network', status: 0 });
  });
  it('maps unknown shapes to a network failure', () => {
    expect(classifyFailure(undefined)).toEqual({ reason: 'network' });
  });
});
