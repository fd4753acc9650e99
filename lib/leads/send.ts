import { SEND_THROTTLE_MS, SEND_TIMEOUT_MS } from '@/lib/limits';
import type { RelayDelivery, RelayLead, RelayRefusal } from '@/lib/leads/relay-contract';
import type { SendFailure, SendResult } from '@/lib/leads/send-failure';
import type { RelayClient } from '@/lib/leads/relay-client';

export interface EmailSettings {
  publicKey: string;
  serviceId: string;
  origin: string;
}

/**
 * In-memory store for the library's rate limit. Without a storage provider the limit does
 * nothing, and the default one writes a timestamp to the visitor's localStorage.
 */
const memory = new Map<string, string>();
const memoryStorage = {
  get: async (key: string) => memory.get(key),
  set: async (key: string, value: string) => {
    memory.set(key, value);
  },
  remove: async (key: string) => {
    memory.delete(key);
  },
};

let initialisedWith: string | undefined;

/** The library loads on first use, so no page pays for it before a visitor starts a lead. */
async function loadEmailjs(settings: EmailSettings) {
  const { default: emailjs } = await import('@emailjs/browser');
  const signature = `${settings.publicKey}@${settings.origin}`;
  if (initialisedWith === signature) return emailjs;
  emailjs.init({ publicKey: settings.publicKey, blockHeadless: false, storageProvider: memoryStorage }, settings.origin);
  initialisedWith = signature;
  return emailjs;
}

/**
 * Starts fetching the library without sending anything. Forms call it when the visitor first
 * touches a field, so a connection that drops later, while they write, cannot stop the send.
 */
export function preloadEmailjs(): void {
  import('@emailjs/browser').catch(() => undefined);
}

const browserIsOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** Classifies whatever the library rejected with; never looks at (or logs) what was sent. */
export function classifyFailure(error: unknown, offline = false): { reason: SendFailure; status?: number } {
  if (offline) return { reason: 'offline' };
  if (typeof error === 'string') return { reason: 'configuration' };
  if (error instanceof TypeError) return { reason: 'network' };
  if (error && typeof error === 'object' && 'status' in error && typeof error.status === 'number') {
    const status = error.status;
    if (status === 0) return { reason: 'network', status };
    if (status === 429) return { reason: 'rate-limit', status };
    if (status === 413) return { reason: 'too-large', status };
    if (status === 400) return { reason: 'invalid', status };
    if (status >= 500) return { reason: 'unavailable', status };
    return { reason: 'rejected', status };
  }
  return { reason: 'network' };
}

type Settled =
  | { answered: true; status: number; refusal?: RelayRefusal; delivery?: RelayDelivery }
  | { answered: false; error: unknown }
  | { answered: false; notLoaded: true };

/**
 * Runs one attempt against SEND_TIMEOUT_MS and says what it came to, in the failure kinds both ways
 * of sending share. `attempt` calls `started` once its request may have left the browser.
 */
async function settle(attempt: (started: () => void) => Promise<Settled>, timeoutMs: number): Promise<SendResult> {
  let requestStarted = false;
  const running = attempt(() => {
    requestStarted = true;
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeUp = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  const outcome = await Promise.race([running, timeUp]);
  clearTimeout(timer);

  if (outcome === 'timeout') return { ok: false, reason: requestStarted ? 'timeout' : browserIsOffline() ? 'offline' : 'network' };
  if (outcome.answered && outcome.status === 200) return { ok: true, delivery: outcome.delivery ?? 'sent' };
  if (outcome.answered && outcome.refusal) {
    // The relay names its reason. A proof refused even after a fresh one is no fault of the
    // visitor's and nothing they can fix by waiting: the relay or its secret is wrong.
    return { ok: false, reason: outcome.refusal === 'proof' ? 'rejected' : outcome.refusal, status: outcome.status };
  }
  const failure = outcome.answered
    ? classifyFailure({ status: outcome.status })
    : 'notLoaded' in outcome
      ? { reason: 'offline' as const }
      : classifyFailure(outcome.error, browserIsOffline());
  return { ok: false, ...failure };
}

/**
 * Sends one lead. Success means the API answered 200; anything else is a failure the form
 * shows, and none of them throws. A failed attempt does not count against the rate limit,
 * so Try again works at once.
 *
 * The whole attempt, loading the library included, has SEND_TIMEOUT_MS. A request that
 * has left the browser cannot be called back, so a time-out is reported as "may not have
 * been sent"; one that ran out before the request started is an ordinary network failure.
 */
export async function sendLead(
  settings: EmailSettings,
  templateId: string,
  params: Record<string, string>,
  limitId: string,
  timeoutMs: number = SEND_TIMEOUT_MS,
): Promise<SendResult> {
  if (browserIsOffline()) return { ok: false, reason: 'offline' };
  const result = await settle(async (started) => {
    let emailjs: Awaited<ReturnType<typeof loadEmailjs>>;
    try {
      emailjs = await loadEmailjs(settings);
    } catch {
      // The library's own code could not be fetched, which happens only without a working
      // connection: nothing was sent, and the visitor is told to reconnect.
      return { answered: false, notLoaded: true };
    }
    started();
    try {
      const response = await emailjs.send(settings.serviceId, templateId, params, {
        limitRate: { id: limitId, throttle: SEND_THROTTLE_MS },
      });
      return { answered: true, status: response.status };
    } catch (error) {
      return { answered: false, error };
    }
  }, timeoutMs);
  if (!result.ok && result.reason !== 'rate-limit') await memoryStorage.remove(limitId);
  return result;
}

let relayClient: { url: string; client: Promise<RelayClient> } | undefined;

/** The relay's client code loads on first use, like the e-mail library; a site without a relay never loads it. */
function loadRelayClient(relayUrl: string): Promise<RelayClient> {
  if (relayClient?.url !== relayUrl) {
    const client = import('@/lib/leads/relay-client').then(({ createRelayClient }) => createRelayClient(relayUrl));
    relayClient = { url: relayUrl, client };
    client.catch(() => {
      if (relayClient?.client === client) relayClient = undefined;
    });
  }
  return relayClient.client;
}

/**
 * Gets a proof of work ready without sending anything: the forms call it when their code loads,
 * so the challenge is solved long before the visitor presses Send.
 */
export function prepareRelay(relayUrl: string): void {
  loadRelayClient(relayUrl).then(
    (client) => client.prepare(),
    () => undefined,
  );
}

/**
 * Sends one lead through the lead relay (relay/): the same contract as sendLead (success is a 200,
 * every failure one of the same kinds, nothing throws, SEND_TIMEOUT_MS for the whole attempt).
 */
export async function sendLeadViaRelay(relayUrl: string, lead: Omit<RelayLead, 'proof'>, timeoutMs: number = SEND_TIMEOUT_MS): Promise<SendResult> {
  if (browserIsOffline()) return { ok: false, reason: 'offline' };
  return settle(async (started) => {
    let client: RelayClient;
    try {
      client = await loadRelayClient(relayUrl);
    } catch {
      return { answered: false, notLoaded: true };
    }
    try {
      // Started only once the lead itself is posted: while the proof is still being solved,
      // nothing has left, and a time-out then is an ordinary failure to reach the relay.
      return { answered: true, ...(await client.send(lead, started)) };
    } catch (error) {
      return { answered: false, error };
    }
  }, timeoutMs);
}
