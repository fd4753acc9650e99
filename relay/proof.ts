// The proof of work (ALTCHA, altcha-lib's v1 scheme): the relay hands out a challenge signed with
// its secret, the form finds the number that solves it, and the relay checks the answer without
// keeping anything until it is used (relay/gate.ts then remembers it until it expires).
import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import type { Payload } from 'altcha-lib/v1/types';
import type { RelayChallenge } from '../lib/leads/relay-contract';

interface ProofSettings {
  hmacKey: string;
  pow: { maxNumber: number; lifetimeMs: number };
}

/** A new challenge; its expiry is part of the signed salt, so it cannot be stretched. */
export async function newChallenge({ hmacKey, pow }: ProofSettings, now: number): Promise<RelayChallenge> {
  // ALTCHA writes the expiry in whole seconds; the form is told the same instant.
  const expiresAt = Math.floor((now + pow.lifetimeMs) / 1000) * 1000;
  const c = await createChallenge({ algorithm: 'SHA-256', hmacKey, maxnumber: pow.maxNumber, expires: new Date(expiresAt) });
  return { algorithm: 'SHA-256', challenge: c.challenge, maxnumber: pow.maxNumber, salt: c.salt, signature: c.signature, expiresAt };
}

export type ProofCheck = { ok: true; id: string; expiresAt: number } | { ok: false };

const isPayload = (v: unknown): v is Payload =>
  typeof v === 'object' &&
  v !== null &&
  'algorithm' in v &&
  v.algorithm === 'SHA-256' &&
  'number' in v &&
  Number.isInteger(v.number) &&
  ['challenge', 'salt', 'signature'].every((k) => k in v && typeof (v as Record<string, unknown>)[k] === 'string');

/**
 * Checks a solved challenge (the base64 JSON payload the form sends). A payload without an
 * expiry is refused: one made by this relay always has one, and without it a proof would be
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
  if (!isPayload(payload)) return { ok: false };
  const expiresAt = Number(extractParams(payload).expires) * 1000;
  if (!Number.isFinite(expiresAt) || expiresAt <= now) return { ok: false };
  if (!(await verifySolution(payload, hmacKey, false))) return { ok: false };
  return { ok: true, id: payload.signature, expiresAt };
}
