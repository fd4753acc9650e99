/** @jest-environment jsdom */
import emailjs from '@emailjs/browser';
import { classifyFailure, preloadEmailjs, sendLead } from '@/lib/leads/send';
import { SEND_TIMEOUT_MS } from '@/lib/limits';

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
    await expect(sendLead(settings, 'template_case', { name: 'x' }, 'case-form')).resolves.toEqual({ ok: true, delivery: 'sent' });
    expect(mocked.send).toHaveBeenCalledWith('svc', 'template_case', { name: 'x' }, { limitRate: { id: 'case-form', throttle: expect.any(Number) } });
  });

  it('treats an answer other than 200 as a failure', async () => {
    mocked.send.mockResolvedValue({ status: 202, text: 'Accepted' });
    await expect(sendLead(settings, 'tpl', {}, 'x')).resolves.toEqual({ ok: false, reason: 'rejected', status: 202 });
  });

  it.each([
    ['a plain string (missing key or id)', 'The public key is required', { ok: false, reason: 'configuration' }],
    ['a server error', { status: 500, text: 'Internal Server Error' }, { ok: false, reason: 'unavailable', status: 500 }],
    ['a request too large', { status: 413, text: 'Payload Too Large' }, { ok: false, reason: 'too-large', status: 413 }],
    ['an invalid request', { status: 400, text: 'The template ID is invalid' }, { ok: false, reason: 'invalid', status: 400 }],
    ['a refusal', { status: 403, text: 'Forbidden' }, { ok: false, reason: 'rejected', status: 403 }],
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

describe('sendLead under real network conditions', () => {
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('gives up after the time limit when the service never answers, saying it may have gone', async () => {
    jest.useFakeTimers();
    mocked.send.mockImplementation(() => new Promise(() => undefined));
    const result = sendLead(settings, 'tpl', {}, 'hang');
    await jest.advanceTimersByTimeAsync(SEND_TIMEOUT_MS - 1);
    let settled = false;
    void result.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual({ ok: false, reason: 'timeout' });
  });

  it('lets the visitor try again at once after a time-out (the rate limit is cleared)', async () => {
    jest.useFakeTimers();
    mocked.send.mockImplementationOnce(() => new Promise(() => undefined)).mockResolvedValueOnce({ status: 200, text: 'OK' });
    const first = sendLead(settings, 'tpl', {}, 'hang-then-ok');
    await jest.advanceTimersByTimeAsync(SEND_TIMEOUT_MS);
    await expect(first).resolves.toEqual({ ok: false, reason: 'timeout' });
    await expect(sendLead(settings, 'tpl', {}, 'hang-then-ok')).resolves.toEqual({ ok: true, delivery: 'sent' });
  });

  it('sends nothing when the browser is offline, and says so', async () => {
    jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    await expect(sendLead(settings, 'tpl', {}, 'x')).resolves.toEqual({ ok: false, reason: 'offline' });
    expect(mocked.send).not.toHaveBeenCalled();
  });

  it('reports a connection lost during the send as offline', async () => {
    const online = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(true);
    mocked.send.mockImplementation(() => {
      online.mockReturnValue(false);
      return Promise.reject(new TypeError('Failed to fetch'));
    });
    await expect(sendLead(settings, 'tpl', {}, 'x')).resolves.toEqual({ ok: false, reason: 'offline' });
  });
});

describe('sendLead when the library cannot be loaded', () => {
  it('reports offline and sends nothing', async () => {
    jest.resetModules();
    jest.doMock('@emailjs/browser', () => {
      throw new Error('Loading chunk failed');
    });
    const { sendLead: isolatedSend } = await import('@/lib/leads/send');
    await expect(isolatedSend(settings, 'tpl', {}, 'x')).resolves.toEqual({ ok: false, reason: 'offline' });
    jest.dontMock('@emailjs/browser');
  });
});

describe('preloadEmailjs', () => {
  it('fetches the library without sending anything, and swallows a failed load', async () => {
    expect(() => preloadEmailjs()).not.toThrow();
    await Promise.resolve();
    expect(mocked.send).not.toHaveBeenCalled();
  });
});

describe('classifyFailure', () => {
  it('names the browser being offline before anything else', () => {
    expect(classifyFailure(new TypeError('Failed to fetch'), true)).toEqual({ reason: 'offline' });
  });
  it('maps status 0 to a network failure', () => {
    expect(classifyFailure({ status: 0, text: 'Network Error' })).toEqual({ reason: 'network', status: 0 });
  });
  it('maps unknown shapes to a network failure', () => {
    expect(classifyFailure(undefined)).toEqual({ reason: 'network' });
  });
});
