// The relay itself: a plain Fetch handler. Everything it needs from its host (settings, the gate
// that remembers spent proofs and counts leads, the network, the client's address, the clock)
// comes in `deps`, so relay/worker.ts hosts it on Cloudflare and any Fetch-API runtime could too.
import { RELAY_PATHS, type RelayAnswer, type RelayRefusal } from '../lib/forms/relay-contract';
import { newLeadReference } from '../lib/forms/lead-reference';
import type { LeadGate } from './gate';
import { isFormName, isLocale, leadParams } from './lead';
import { checkProof, newChallenge } from './proof';
import type { RelaySettings } from './settings';

export interface RelayDeps {
  settings: RelaySettings;
  gate: LeadGate;
  /** The network, for EmailJS. */
  fetch: typeof fetch;
  /** The client's address as the host knows it (on Cloudflare, CF-Connecting-IP); undefined if unknown. */
  clientAddress: (request: Request) => string | undefined;
  now: () => number;
}

/** Far above the largest lead the forms allow (about 50 KB in four-byte characters), far below harm. */
const MAX_BODY_BYTES = 64 * 1024;
const UPSTREAM_TIMEOUT_MS = 15_000;

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

/** A keyed hash of the address: the gate counts per address without keeping one. */
async function addressKey(address: string, secret: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`address:${address}`));
  return [...new Uint8Array(mac).slice(0, 16)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** What EmailJS's answer means for the visitor, in the forms' own failure kinds. */
function upstreamRefusal(status: number): RelayRefusal {
  if (status === 429) return 'rate-limit';
  if (status === 413) return 'too-large';
  if (status >= 500) return 'unavailable';
  // 400 (a template or id that does not match the account), 402, 403, 412...: the firm's account.
  return 'rejected';
}

async function readBody(request: Request): Promise<string | undefined> {
  const declared = Number(request.headers.get('Content-Length'));
  if (declared > MAX_BODY_BYTES) return undefined;
  const body = await request.arrayBuffer();
  return body.byteLength > MAX_BODY_BYTES ? undefined : new TextDecoder().decode(body);
}

async function sendLead(request: Request, deps: RelayDeps, cors: Record<string, string>): Promise<Response> {
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
  const now = deps.now();
  // The proof first: without one, nothing else of the request is looked at.
  const checked = await checkProof(proof, settings.hmacKey, now);
  if (!checked.ok) return refuse('proof', cors);
  if (!isFormName(form) || !isLocale(locale) || typeof suspectedBot !== 'boolean') return refuse('invalid', cors);
  const reference = newLeadReference();
  const params = leadParams(form, locale, values, suspectedBot, settings, reference);
  if (!params) return refuse('invalid', cors);

  const address = deps.clientAddress(request) ?? 'unknown';
  const verdict = await deps.gate.admit({ proofId: checked.id, proofExpiresAt: checked.expiresAt, address: await addressKey(address, settings.hmacKey), now });
  if (verdict === 'spent') return refuse('proof', cors);
  if (verdict !== 'admitted') {
    const window = verdict === 'address-limit' ? settings.limits.perAddress : settings.limits.overall;
    return refuse('rate-limit', cors, { 'Retry-After': String(Math.ceil(window.ms / 1000)) });
  }

  let upstream: Response;
  try {
    upstream = await deps.fetch(`${settings.emailjs.origin}/api/v1.0/email/send`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        service_id: settings.emailjs.serviceId,
        template_id: settings.emailjs.templates[form],
        user_id: settings.emailjs.publicKey,
        accessToken: settings.emailjs.privateKey,
        template_params: params,
      }),
      signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
    });
    await upstream.body?.cancel();
  } catch {
    return refuse('unavailable', cors);
  }
  if (upstream.status === 200) return json({ ok: true, delivery: 'sent', reference } satisfies RelayAnswer, 200, cors);
  return refuse(upstreamRefusal(upstream.status), cors);
}

/** The relay: GET /challenge, POST /lead, and the CORS preflight, for the site's own origins only. */
export async function handleLead(request: Request, deps: RelayDeps): Promise<Response> {
  const { pathname } = new URL(request.url);
  const cors = corsHeaders(request, deps.settings);
  const fromSite = 'Access-Control-Allow-Origin' in cors;
  // The root says the relay is up, for a deployer's browser and a test's wait; it tells nothing else.
  if (pathname === '/' && request.method === 'GET') return json({ ok: true }, 200, {});
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
  if (pathname === RELAY_PATHS.challenge) {
    if (request.method !== 'GET') return json({ ok: false }, 405, { ...cors, Allow: 'GET' });
    return json(await newChallenge(deps.settings, deps.now()), 200, cors);
  }
  if (request.method !== 'POST') return json({ ok: false }, 405, { ...cors, Allow: 'POST' });
  return sendLead(request, deps, cors);
}
