// What the lead forms and the relay (relay/) say to each other: one definition, read by both, so
// a change to one side that the other does not understand fails the type-check.
import type { SendFailure } from '@/lib/leads/send-failure';
import type { Locale } from '@/lib/i18n';

export const RELAY_PATHS = { challenge: '/challenge', lead: '/lead' } as const;

export type LeadFormName = 'contact' | 'case';

/**
 * One lead as the forms post it: the form's own values (the relay checks and cleans them with
 * the same schema), the page's language, whether the hidden field was filled, and a solved
 * proof of work (the ALTCHA payload, base64 JSON) that the relay accepts once.
 */
export interface RelayLead {
  form: LeadFormName;
  locale: Locale;
  values: Record<string, unknown>;
  suspectedBot: boolean;
  proof: string;
}

/**
 * Why the relay refused a lead. All but `proof` are the forms' own failure kinds, so a visitor
 * reads the same words whichever way the site sends; `proof` (missing, expired or already used)
 * makes the form solve a fresh challenge and try once more before it says anything.
 */
export type RelayRefusal = Extract<SendFailure, 'rate-limit' | 'invalid' | 'too-large' | 'unavailable' | 'rejected'> | 'proof';
/**
 * `sent`: EmailJS accepted the lead. `held`: EmailJS did not (quota, outage, time-out) or the
 * overall ceiling was reached, so the relay keeps the lead, encrypted, and delivers it later; the
 * visitor's message is safe either way. `reference` is the lead's own, shown in the firm's e-mail.
 */
export type RelayDelivery = 'sent' | 'held';
export type RelayAnswer = { ok: true; delivery: RelayDelivery; reference: string } | { ok: false; error: RelayRefusal };

const REFUSALS: readonly RelayRefusal[] = ['rate-limit', 'invalid', 'too-large', 'unavailable', 'rejected', 'proof'];

/** The refusal a relay answer names, if it is one this version knows. */
export function refusalOf(body: unknown): RelayRefusal | undefined {
  if (!body || typeof body !== 'object' || !('error' in body)) return undefined;
  const error = body.error;
  return REFUSALS.find((r) => r === error);
}

/**
 * The ALTCHA challenge the relay hands out (altcha-lib's v2 shape, signed over `parameters`): the
 * solver tries counters until SHA-256 of salt, nonce and counter starts with `keyPrefix`.
 */
export interface RelayChallenge {
  parameters: {
    algorithm: 'SHA-256';
    nonce: string;
    salt: string;
    cost: number;
    keyLength: number;
    keyPrefix: string;
    /** When it stops being accepted, in Unix milliseconds; signed with the rest. */
    data: { expiresAt: number };
  };
  signature: string;
}

/** What a lead's `proof` carries, as base64 JSON: the challenge as it came and the counter that solves it. */
export interface RelayProof {
  challenge: RelayChallenge;
  solution: { counter: number; derivedKey: string };
}
