// The relay itself: a plain Fetch handler. Everything it needs from its host (settings, the gate
// that remembers spent proofs and counts leads, the network, the client's address, the clock)
// comes in `deps`, so relay/worker.ts hosts it on Cloudflare and any Fetch-API runtime could too.
import { RELAY_PATHS, type RelayAnswer, type RelayRefusal } from '../lib/leads/relay-contract';
import { newLeadReference } from '../lib/leads/lead-reference';
import type { LeadGate } from './gate';
import { addressBucket } from './address';
import { isFormName, isLocale, leadParams } from './lead';
import { checkProof, newChallenge } from './proof';
import type { RelaySettings } from './settings';

export interface RelayDeps {
  settings: RelaySettings;
  gate: LeadGate;
  /** The client's address as the host knows it (on Cloudflare, CF-Connecting-IP); undefined if unknown. */
  clientAddress: (request: Request) => string | undefined;
  /**
   * Whether this address may go on (GET /challenge and POST /lead), counted before the gate so a
   * flood from one address costs no Durable Object request: Cloudflare's rate-limiting binding,
   * or nothing where there is none.
   */
  addressLimit?: (bucket: string, path: string) => Promise<boolean>;
  now: () => number;
  log?: (line: string) => void;
}

/** Far above the largest lead the forms allow (about 50 KB in four-byte characters), far below harm. */
const MAX_BODY_BYTES = 64 * 1024;

const STATUS: Record<RelayRefusal, number> = { 'rate-limit': 429, invalid: 400, 'too-large': 413, unavailable: 502, rejected: 502, proof: 403 };

function corsHeaders(request: Request, settings: RelaySettings): Record<string, string> {
  const origin = request.headers.get('Origin');
  if (!origin || !settings.allowedOrigins.includes(origin)) return {};
  return { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' };
}

const json = (body: unknown, status: number, headers: Record<string, string>) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff', ...headers },
  });

const refuse = (error: RelayRefusal, headers: Record<string, string>, extra: Record<string, string> = {}) =>
  json({ ok: false, error } satisfies RelayAnswer, STATUS[error], { ...headers, ...extra });

/** A keyed hash of the address (IPv6 by its /64): the gate counts per address without keeping one. */
async function addressKey(bucket: string, secret: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`address:${bucket}`));
  return [...new Uint8Array(mac).slice(0, 16)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The body as text, or undefined once it passes the limit: counted while it is read, so a
 * chunked body without Content-Length is cut off at the limit rather than read whole first.
 */
async function readBody(request: Request): Promise<string | undefined> {
  const declared = Number(request.headers.get('Content-Length'));
  if (declared > MAX_BODY_BYTES) return undefined;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  const whole = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    whole.set(chunk, at);
    at += chunk.byteLength;
  }
  return new TextDecoder().decode(whole);
}

/** Constant-time comparison, so the token cannot be guessed a character at a time. */
function sameToken(given: string, expected: string): boolean {
  const a = new TextEncoder().encode(given);
  const b = new TextEncoder().encode(expected);
  let diff = a.length ^ b.length;
  for (let i = 0; i < b.length; i += 1) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}

/** GET /status for the firm, with its token; without it, nothing, not even that it exists. */
async function status(request: Request, deps: RelayDeps): Promise<Response> {
  const expected = deps.settings.statusToken;
  if (!expected) return new Response(null, { status: 404 });
  const given = /^Bearer\s+(.+)$/.exec(request.headers.get('Authorization') ?? '')?.[1]?.trim();
  if (!given || !sameToken(given, expected)) return new Response(null, { status: 401, headers: { 'WWW-Authenticate': 'Bearer' } });
  return json(await deps.gate.status(), 200, {});
}

async function sendLead(request: Request, deps: RelayDeps, cors: Record<string, string>, bucket: string): Promise<Response> {
  const { settings } = deps;
  const text = await readBody(request);
  if (text === undefined) return refuse('too-large', cors);
  let lead: unknown;
  try {
    lead = JSON.parse(text);
  } catch {
    return refuse('invalid', cors);
  }
  if (!lead || typeof lead !== 'object') return refuse('invalid', cors);
  const { form, locale, values, suspectedBot, proof } = lead as Record<string, unknown>;
  // The proof first: without one, nothing else of the request is looked at.
  const checked = await checkProof(proof, settings.hmacKey, deps.now());
  if (!checked.ok) return refuse('proof', cors);
  if (!isFormName(form) || !isLocale(locale) || typeof suspectedBot !== 'boolean') return refuse('invalid', cors);
  // The same reference goes with every try, so a lead delivered twice reads as one to the firm.
  const reference = newLeadReference();
  const params = leadParams(form, locale, values, suspectedBot, settings, reference);
  if (!params) return refuse('invalid', cors);

  const outcome = await deps.gate.submit({
    proofId: checked.id,
    proofExpiresAt: checked.expiresAt,
    address: await addressKey(bucket, settings.hmacKey),
    lead: { form, params },
  });
  if ('delivery' in outcome) return json({ ok: true, delivery: outcome.delivery, reference } satisfies RelayAnswer, 200, cors);
  const retry: Record<string, string> =
    outcome.retryAfterMs === undefined ? {} : { 'Retry-After': String(Math.max(1, Math.ceil(outcome.retryAfterMs / 1000))) };
  return refuse(outcome.refusal, cors, retry);
}

async function route(request: Request, deps: RelayDeps, cors: Record<string, string>): Promise<Response> {
  const { pathname } = new URL(request.url);
  const fromSite = 'Access-Control-Allow-Origin' in cors;
  // The root says the relay is up, for a deployer's browser and a test's wait; it tells nothing else.
  if (pathname === '/' && request.method === 'GET') return json({ ok: true }, 200, {});
  if (pathname === '/status' && request.method === 'GET') return status(request, deps);
  if (pathname !== RELAY_PATHS.challenge && pathname !== RELAY_PATHS.lead) return json({ ok: false }, 404, cors);
  if (request.method === 'OPTIONS') {
    return new Response(null, {
      status: fromSite ? 204 : 403,
      headers: fromSite
        ? { ...cors, 'Access-Control-Allow-Methods': 'GET, POST', 'Access-Control-Allow-Headers': 'Content-Type', 'Access-Control-Max-Age': '600' }
        : {},
    });
  }
  // A browser on another site is refused outright; a script can claim any Origin, which is why
  // the proof of work and the limits exist.
  if (!fromSite) return json({ ok: false, error: 'rejected' } satisfies RelayAnswer, 403, {});
  const expected = pathname === RELAY_PATHS.challenge ? 'GET' : 'POST';
  if (request.method !== expected) return json({ ok: false }, 405, { ...cors, Allow: expected });
  const bucket = addressBucket(deps.clientAddress(request) ?? 'unknown');
  if (deps.addressLimit && !(await deps.addressLimit(bucket, pathname))) return refuse('rate-limit', cors, { 'Retry-After': '60' });
  if (pathname === RELAY_PATHS.challenge) return json(await newChallenge(deps.settings, deps.now()), 200, cors);
  return sendLead(request, deps, cors, bucket);
}

/** The relay: GET /challenge, POST /lead, and the CORS preflight, for the site's own origins only. */
export async function handleLead(request: Request, deps: RelayDeps): Promise<Response> {
  const cors = corsHeaders(request, deps.settings);
  try {
    return await route(request, deps, cors);
  } catch (error) {
    // The Durable Object or anything else failing: the form is told the service is unavailable
    // (with CORS headers, so it can read that) rather than "check your connection".
    deps.log?.(`relay: internal failure (${error instanceof Error ? error.name : 'unknown'})`);
    return refuse('unavailable', cors);
  }
}
