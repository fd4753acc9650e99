// The proof of work (ALTCHA, altcha-lib's v2 scheme): the relay hands out a challenge signed with
// its secret, the form finds the counter that solves it, and the relay checks the answer without
// keeping anything until it is used (relay/gate.ts then remembers it until it expires).
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import type { RelayChallenge, RelayProof } from '../lib/leads/relay-contract';

interface ProofSettings {
  hmacKey: string;
  pow: { maxNumber: number; lifetimeMs: number };
}

/**
 * A new challenge in altcha's deterministic mode: the relay picks the counter (1 to maxNumber) and
 * signs the start of its key, so the solver, counting up from 0, tries on average half the range,
 * one SHA-256 each (cost 1). The expiry rides in the signed `data`, in the relay's own clock:
 * altcha's `expiresAt` would be judged by the wall clock instead of the one the gate keeps.
 */
export async function newChallenge({ hmacKey, pow }: ProofSettings, now: number): Promise<RelayChallenge> {
  const expiresAt = now + pow.lifetimeMs;
  const c = await createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: randomInt(pow.maxNumber),
    deriveKey,
    data: { expiresAt },
    hmacSignatureSecret: hmacKey,
  });
  const { nonce, salt, cost, keyLength, keyPrefix } = c.parameters;
  if (!c.signature) throw new TypeError('altcha signed no challenge');
  return { parameters: { algorithm: 'SHA-256', nonce, salt, cost, keyLength, keyPrefix, data: { expiresAt } }, signature: c.signature };
}

export type ProofCheck = { ok: true; id: string; expiresAt: number } | { ok: false };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const strings = (v: Record<string, unknown>, keys: string[]) => keys.every((k) => typeof v[k] === 'string');

// The shape is checked before altcha reads it; the signature then covers every parameter's value.
const isProof = (v: unknown): v is RelayProof => {
  if (!isRecord(v) || !isRecord(v.challenge) || !isRecord(v.solution)) return false;
  const { parameters, signature } = v.challenge;
  return (
    typeof signature === 'string' &&
    isRecord(parameters) &&
    strings(parameters, ['algorithm', 'nonce', 'salt', 'keyPrefix']) &&
    isRecord(parameters.data) &&
    typeof parameters.data.expiresAt === 'number' &&
    typeof v.solution.derivedKey === 'string' &&
    Number.isInteger(v.solution.counter)
  );
};

/**
 * Checks a solved challenge (the base64 JSON payload the form sends). Its expiry is read from the
 * signed parameters, so it cannot be stretched; one without an expiry is refused, as it would be
 * good for ever.
 */
export async function checkProof(proof: unknown, hmacKey: string, now: number): Promise<ProofCheck> {
  if (typeof proof !== 'string' || proof.length > 2000) return { ok: false };
  let payload: unknown;
  try {
    payload = JSON.parse(atob(proof));
  } catch {
    return { ok: false };
  }
  if (!isProof(payload)) return { ok: false };
  const { expiresAt } = payload.challenge.parameters.data;
  if (!Number.isFinite(expiresAt) || expiresAt <= now) return { ok: false };
  try {
    const result = await verifySolution({ challenge: payload.challenge, solution: payload.solution, deriveKey, hmacSignatureSecret: hmacKey });
    if (!result.verified) return { ok: false };
  } catch {
    // altcha throws on parameters it cannot use (an unknown algorithm, a prefix that is not hex).
    return { ok: false };
  }
  return { ok: true, id: payload.challenge.signature, expiresAt };
}
