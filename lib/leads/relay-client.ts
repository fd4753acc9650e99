// The forms' side of the lead relay (relay/), loaded only on a site built with
// NEXT_PUBLIC_LEAD_RELAY_URL: it fetches a proof-of-work challenge and solves it as soon as the
// forms' code loads, so Send waits for nothing, and posts each lead with a proof used once.
// The solver is altcha-lib's, on the main thread: each try awaits the browser's own SHA-256, so the
// page stays responsive, and the pages' CSP needs no worker from blob: and no eval.
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import {
  RELAY_PATHS,
  refusalOf,
  type RelayChallenge,
  type RelayDelivery,
  type RelayLead,
  type RelayProof,
  type RelayRefusal,
} from '@/lib/leads/relay-contract';

interface Proof {
  payload: string;
  expiresAt: number;
}

/** A proof this close to its expiry is not used: the lead would arrive after it. */
const EXPIRY_MARGIN_MS = 60_000;

/**
 * What a send through the relay came to: the HTTP status, the relay's reason when it refused, and
 * whether it sent or held the lead when it took it.
 */
type RelayOutcome = { status: number; refusal?: RelayRefusal; delivery?: RelayDelivery };

// Only a relay that says it held the lead makes the confirmation say so; any other 200 was sent.
const deliveryOf = (body: unknown): RelayDelivery => (body && typeof body === 'object' && 'delivery' in body && body.delivery === 'held' ? 'held' : 'sent');

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

// Enough to hand to the solver; the relay checks the rest against its signature.
const isChallenge = (v: unknown): v is RelayChallenge =>
  isRecord(v) &&
  typeof v.signature === 'string' &&
  isRecord(v.parameters) &&
  ['nonce', 'salt', 'keyPrefix'].every((k) => typeof (v.parameters as Record<string, unknown>)[k] === 'string') &&
  isRecord(v.parameters.data) &&
  typeof v.parameters.data.expiresAt === 'number';

/** Fetches a challenge and solves it; rejects when the relay cannot be reached or its answer is not one. */
async function solveFresh(relayUrl: string): Promise<Proof> {
  const response = await fetch(`${relayUrl}${RELAY_PATHS.challenge}`, { cache: 'no-store', credentials: 'omit' });
  const challenge: unknown = await response.json();
  if (!response.ok || !isChallenge(challenge)) throw new TypeError('the relay sent no challenge');
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new TypeError('the challenge has no solution');
  const proof: RelayProof = { challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } };
  return { payload: btoa(JSON.stringify(proof)), expiresAt: challenge.parameters.data.expiresAt };
}

export interface RelayClient {
  /** Starts getting a proof, if none is ready or on its way. */
  prepare(): void;
  /**
   * Sends one lead; resolves with the relay's answer, rejects when the relay could not be reached.
   * `started` is called when the lead itself leaves, once a proof is ready.
   */
  send(lead: Omit<RelayLead, 'proof'>, started?: () => void): Promise<RelayOutcome>;
}

export function createRelayClient(relayUrl: string, now: () => number = Date.now): RelayClient {
  let next: Promise<Proof> | undefined;
  const prepare = () => {
    if (next) return;
    const pending = solveFresh(relayUrl);
    next = pending;
    // A failure is kept only until Send asks again.
    pending.catch(() => {
      if (next === pending) next = undefined;
    });
  };
  /** The proof for this send; the next one starts only when this send is over. */
  const takeProof = async (): Promise<Proof> => {
    const pending = next ?? solveFresh(relayUrl);
    next = undefined;
    let proof = await pending;
    if (proof.expiresAt - now() < EXPIRY_MARGIN_MS) proof = await solveFresh(relayUrl);
    return proof;
  };
  const post = async (lead: Omit<RelayLead, 'proof'>, started?: () => void): Promise<RelayOutcome> => {
    const proof = await takeProof();
    started?.();
    // text/plain keeps the request "simple", so the browser sends no preflight first.
    const response = await fetch(`${relayUrl}${RELAY_PATHS.lead}`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify({ ...lead, proof: proof.payload } satisfies RelayLead),
      credentials: 'omit',
    });
    const body: unknown = await response.json().catch(() => undefined);
    return response.ok ? { status: response.status, delivery: deliveryOf(body) } : { status: response.status, refusal: refusalOf(body) };
  };
  return {
    prepare,
    async send(lead, started) {
      let outcome = await post(lead, started);
      // A proof refused (it ran out while the visitor wrote, or the relay restarted with a new
      // secret) is not the visitor's doing: one more try with a fresh proof, before anything is said.
      if (outcome.refusal === 'proof') outcome = await post(lead, started);
      if (outcome.status !== 200) prepare();
      return outcome;
    },
  };
}
