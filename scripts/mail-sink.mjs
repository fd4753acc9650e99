#!/usr/bin/env node
// Local stand-in for the EmailJS REST API (POST /api/v1.0/email/send), for `npm start` and tests.
// It answers like EmailJS, prints each e-mail, and keeps them in memory for tests to read back.
// Test controls:  GET /__sink/messages[?email=a@b]   DELETE /__sink/messages
//                 GET /__sink/held[?email=a@b]  (sends held open in "hang" mode, never answered)
//                 POST /__sink/mode {"mode":"ok"|"fail"|"drop"|"hang","status":500,"email":"a@b"}
// "fail" answers with the status given (500, 413, 400...), "drop" cuts the connection, and
// "hang" accepts the request and never answers, like a stalled network.
// A mode with "email" applies only to sends whose template_params.email matches, so tests
// running in parallel do not disturb each other; without it, it applies to every send.
import http from 'node:http';
import { pathToFileURL } from 'node:url';

const REQUIRED = ['lib_version', 'user_id', 'service_id', 'template_id', 'template_params'];

/** Returns the reason a send body is malformed, or null when it is the shape EmailJS takes. */
export function validateSendBody(body) {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return 'The body must be a JSON object';
  for (const key of REQUIRED) if (!(key in body)) return `The ${key} parameter is required`;
  for (const key of REQUIRED.slice(0, 4)) if (typeof body[key] !== 'string' || !body[key]) return `The ${key} parameter must be a non-empty string`;
  const params = body.template_params;
  if (params === null || typeof params !== 'object' || Array.isArray(params)) return 'The template_params parameter must be an object';
  return null;
}

function readBody(req) {
  return new Promise((resolve, reject) => {
    let data = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => {
      data += chunk;
      if (data.length > 1_000_000) reject(new Error('too large'));
    });
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });
}

function printMessage(message, log) {
  const p = message.template_params;
  const width = Math.max(...Object.keys(p).map((k) => k.length), 10);
  log(`\n─── e-mail received ${message.receivedAt} ─── template ${message.template_id} (service ${message.service_id})`);
  for (const [key, value] of Object.entries(p)) log(`  ${key.padEnd(width)}  ${String(value).replace(/\n/g, `\n  ${' '.repeat(width)}  `)}`);
}

export function createSink({ allowedOrigins = [], log = console.log } = {}) {
  const messages = [];
  const held = [];
  const modes = new Map();
  const modeFor = (email) => modes.get(email) ?? modes.get('*') ?? { mode: 'ok', status: 500 };

  const cors = (req, res) => {
    const origin = req.headers.origin;
    if (origin && (allowedOrigins.length === 0 || allowedOrigins.includes(origin))) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Vary', 'Origin');
      res.setHeader('Access-Control-Allow-Methods', 'POST, GET, DELETE, OPTIONS');
      res.setHeader('Access-Control-Allow-Headers', 'Content-Type');
      res.setHeader('Access-Control-Max-Age', '600');
    }
  };
  const send = (res, status, body, type = 'text/plain; charset=utf-8') => {
    res.writeHead(status, { 'Content-Type': type });
    res.end(body);
  };

  const server = http.createServer(async (req, res) => {
    cors(req, res);
    const url = new URL(req.url ?? '/', 'http://sink');
    if (req.method === 'OPTIONS') return send(res, 204, '');
    if (url.pathname === '/__sink/messages' && req.method === 'GET') {
      const email = url.searchParams.get('email');
      const list = email ? messages.filter((m) => m.template_params.email === email) : messages;
      return send(res, 200, JSON.stringify(list), 'application/json');
    }
    if (url.pathname === '/__sink/held' && req.method === 'GET') {
      const email = url.searchParams.get('email');
      return send(res, 200, JSON.stringify(email ? held.filter((m) => m.template_params.email === email) : held), 'application/json');
    }
    if (url.pathname === '/__sink/messages' && req.method === 'DELETE') {
      messages.length = 0;
      return send(res, 204, '');
    }
    if (url.pathname === '/__sink/mode' && req.method === 'POST') {
      try {
        const next = JSON.parse(await readBody(req));
        if (!['ok', 'fail', 'drop', 'hang'].includes(next.mode)) return send(res, 400, 'mode must be ok, fail, drop or hang');
        modes.set(typeof next.email === 'string' ? next.email : '*', { mode: next.mode, status: Number(next.status) || 500 });
        return send(res, 204, '');
      } catch {
        return send(res, 400, 'The body must be JSON');
      }
    }
    if (url.pathname === '/__sink/health') return send(res, 200, 'OK');
    if (url.pathname !== '/api/v1.0/email/send') return send(res, 404, 'Not Found');
    if (req.method !== 'POST') return send(res, 405, 'Method Not Allowed');

    let body;
    try {
      body = JSON.parse(await readBody(req));
    } catch {
      return send(res, 400, 'The body must be valid JSON');
    }
    const problem = validateSendBody(body);
    if (problem) return send(res, 400, problem);
    const mode = modeFor(body.template_params.email);
    if (mode.mode === 'drop') {
      req.socket.destroy();
      return undefined;
    }
    if (mode.mode === 'fail') return send(res, mode.status, 'Simulated failure');
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

  return { server, messages };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const port = Number(process.env.SINK_PORT ?? 3001);
  const origins = (process.env.SINK_ALLOWED_ORIGINS ?? '').split(',').filter(Boolean);
  const { server } = createSink({ allowedOrigins: origins });
  server.listen(port, '127.0.0.1', () => {
    console.log(`Mail sink (EmailJS-compatible) on http://127.0.0.1:${port}`);
  });
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
