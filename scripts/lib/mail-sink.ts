// Own code, not a library: a stand-in for EmailJS's API with the test controls below; no package imitates EmailJS.
// Local stand-in for the EmailJS REST API (POST /api/v1.0/email/send), for `npm start` and tests.
// It answers like EmailJS, prints each e-mail, and keeps them in memory for tests to read back.
// Test controls:  GET /__sink/messages[?email=a@b]   DELETE /__sink/messages
//                 GET /__sink/held[?email=a@b]  (sends held open in "hang" mode, never answered)
//                 POST /__sink/alerts[?from=name]  GET /__sink/alerts?from=name  (the relay's alert webhook)
//                 POST /__sink/mode {"mode":"ok"|"fail"|"drop"|"hang","status":500,"text":"…","email":"a@b"}
// "fail" answers with the status given (500, 413, 400...) and the text given, as EmailJS words
// its refusals (429 "Too Many Requests", 412 "Gmail_API: Invalid grant…"), "drop" cuts the connection, and
// "hang" accepts the request and never answers, like a stalled network.
// A mode with "email" applies only to sends whose template_params.email matches, so tests
// running in parallel do not disturb each other; without it, it applies to every send.
// With `privateKey` (SINK_PRIVATE_KEY), it acts as an account with EmailJS's "Use Private Key"
// setting on: a send whose accessToken is not that key is refused with 403, as EmailJS refuses it,
// so the public key in the pages sends nothing and only the relay (relay/) gets through.
import http from 'node:http';

// What EmailJS's /send requires; the browser library adds lib_version, a server sending through the
// REST API (the relay) need not.
const STRING_FIELDS = ['user_id', 'service_id', 'template_id'] as const;
const MODES = ['ok', 'fail', 'drop', 'hang'] as const;

type Mode = { mode: (typeof MODES)[number]; status: number; text: string };

/** A send in the shape EmailJS takes. */
interface SendBody extends Record<string, unknown> {
  user_id: string;
  service_id: string;
  template_id: string;
  template_params: Record<string, unknown>;
}

type Message = SendBody & { receivedAt: string };

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The send, or the reason it is malformed, worded as EmailJS words it. */
function checkSendBody(body: unknown): SendBody | string {
  if (!isRecord(body)) return 'The body must be a JSON object';
  for (const key of [...STRING_FIELDS, 'template_params']) if (!(key in body)) return `The ${key} parameter is required`;
  for (const key of STRING_FIELDS) if (typeof body[key] !== 'string' || !body[key]) return `The ${key} parameter must be a non-empty string`;
  const params = body.template_params;
  if (!isRecord(params)) return 'The template_params parameter must be an object';
  // Kept whole, extra fields included, as tests read the sends back.
  const text = (key: (typeof STRING_FIELDS)[number]) => String(body[key]);
  return {
    ...body,
    user_id: text('user_id'),
    service_id: text('service_id'),
    template_id: text('template_id'),
    template_params: params,
  };
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      data += chunk;
      if (data.length > 1_000_000) reject(new Error('too large'));
    });
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });
}

function printMessage(message: Message, log: (line: string) => void) {
  const p = message.template_params;
  const width = Math.max(...Object.keys(p).map((k) => k.length), 10);
  log(`\n─── e-mail received ${message.receivedAt} ─── template ${message.template_id} (service ${message.service_id})`);
  for (const [key, value] of Object.entries(p)) log(`  ${key.padEnd(width)}  ${String(value).replace(/\n/g, `\n  ${' '.repeat(width)}  `)}`);
}

const emailOf = (body: SendBody) => body.template_params.email;

/** EmailJS's answer to a send without the private key when the account requires it. */
const PRIVATE_KEY_MISSING = 'API calls in strict mode, but no private key was passed';
const PRIVATE_KEY_WRONG = 'The private key is invalid';

export function createSink({ allowedOrigins = [] as string[], log = console.log, privateKey = undefined as string | undefined } = {}) {
  const messages: Message[] = [];
  const held: SendBody[] = [];
  const alerts: { from: string; body: unknown }[] = [];
  const modes = new Map<unknown, Mode>();
  const modeFor = (email: unknown): Mode => modes.get(email) ?? modes.get('*') ?? { mode: 'ok', status: 500, text: '' };

  const cors = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const origin = req.headers.origin;
    if (origin && (allowedOrigins.length === 0 || allowedOrigins.includes(origin))) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Vary', 'Origin');
      res.setHeader('Access-Control-Allow-Methods', 'POST, GET, DELETE, OPTIONS');
      res.setHeader('Access-Control-Allow-Headers', 'Content-Type');
      res.setHeader('Access-Control-Max-Age', '600');
    }
  };
  const send = (res: http.ServerResponse, status: number, body: string, type = 'text/plain; charset=utf-8') => {
    res.writeHead(status, { 'Content-Type': type });
    res.end(body);
  };

  const server = http.createServer(async (req, res) => {
    cors(req, res);
    const url = new URL(req.url ?? '/', 'http://sink');
    if (req.method === 'OPTIONS') return send(res, 204, '');
    if (url.pathname === '/__sink/messages' && req.method === 'GET') {
      const email = url.searchParams.get('email');
      const list = email ? messages.filter((m) => emailOf(m) === email) : messages;
      return send(res, 200, JSON.stringify(list), 'application/json');
    }
    if (url.pathname === '/__sink/held' && req.method === 'GET') {
      const email = url.searchParams.get('email');
      return send(res, 200, JSON.stringify(email ? held.filter((m) => emailOf(m) === email) : held), 'application/json');
    }
    if (url.pathname === '/__sink/alerts') {
      const from = url.searchParams.get('from') ?? '';
      if (req.method === 'GET') return send(res, 200, JSON.stringify(alerts.filter((a) => a.from === from).map((a) => a.body)), 'application/json');
      try {
        alerts.push({ from, body: JSON.parse(await readBody(req)) as unknown });
      } catch {
        return send(res, 400, 'The body must be JSON');
      }
      return send(res, 204, '');
    }
    if (url.pathname === '/__sink/messages' && req.method === 'DELETE') {
      messages.length = 0;
      return send(res, 204, '');
    }
    if (url.pathname === '/__sink/mode' && req.method === 'POST') {
      let next: unknown;
      try {
        next = JSON.parse(await readBody(req));
      } catch {
        return send(res, 400, 'The body must be JSON');
      }
      const mode = isRecord(next) ? MODES.find((m) => m === next.mode) : undefined;
      if (!isRecord(next) || !mode) return send(res, 400, 'mode must be ok, fail, drop or hang');
      const text = typeof next.text === 'string' && next.text ? next.text : 'Simulated failure';
      modes.set(typeof next.email === 'string' ? next.email : '*', { mode, status: Number(next.status) || 500, text });
      return send(res, 204, '');
    }
    if (url.pathname === '/__sink/health') return send(res, 200, 'OK');
    if (url.pathname !== '/api/v1.0/email/send') return send(res, 404, 'Not Found');
    if (req.method !== 'POST') return send(res, 405, 'Method Not Allowed');

    let raw: unknown;
    try {
      raw = JSON.parse(await readBody(req));
    } catch {
      return send(res, 400, 'The body must be valid JSON');
    }
    const body = checkSendBody(raw);
    if (typeof body === 'string') return send(res, 400, body);
    if (privateKey !== undefined && body.accessToken !== privateKey) return send(res, 403, body.accessToken ? PRIVATE_KEY_WRONG : PRIVATE_KEY_MISSING);
    const mode = modeFor(emailOf(body));
    if (mode.mode === 'drop') {
      req.socket.destroy();
      return undefined;
    }
    if (mode.mode === 'fail') return send(res, mode.status, mode.text);
    // Never answered; the browser's own time limit (or the page's) has to end it.
    if (mode.mode === 'hang') {
      held.push(body);
      return undefined;
    }
    const message = { ...body, receivedAt: new Date().toISOString() };
    messages.push(message);
    printMessage(message, log);
    return send(res, 200, 'OK');
  });

  /** What every send meets from now on, for a script that runs the sink in its own process. */
  const setMode = (mode: Mode) => void modes.set('*', mode);
  return { server, messages, setMode };
}
