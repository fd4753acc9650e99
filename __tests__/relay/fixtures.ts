// What the relay's tests share: settings as a deployer would set them, and a stand-in for the
// EmailJS API that records what reaches it.
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import type { RelayChallenge, RelayProof } from '@/lib/leads/relay-contract';
import { parseRelaySettings, type RelayEnv } from '@/relay/settings';

export const SITE = 'https://www.example.org';
export const RELAY = 'https://relay.example.org';
export const EMAILJS = 'https://api.emailjs.test';

export const RELAY_ENV: RelayEnv = {
  RELAY_ALLOWED_ORIGINS: `${SITE}, https://example.org`,
  RELAY_EMAILJS_ORIGIN: EMAILJS,
  EMAILJS_PRIVATE_KEY: 'private-key-of-the-account',
  RELAY_ALTCHA_HMAC_KEY: 'a-signing-secret-of-at-least-32-characters',
  EMAILJS_PUBLIC_KEY: 'public-key',
  EMAILJS_SERVICE_ID: 'service_x',
  EMAILJS_CONTACT_TEMPLATE_ID: 'template_contact',
  EMAILJS_CASE_TEMPLATE_ID: 'template_case',
  RELAY_LEADS_INBOX: 'leads@example.org',
  RELAY_HOLD_KEY: 'a-key-for-held-leads-of-at-least-32-characters',
  // Small numbers keep the tests' proofs of work quick.
  RELAY_POW_MAX_NUMBER: '1000',
};

export const relaySettings = (env: RelayEnv = {}) => parseRelaySettings({ ...RELAY_ENV, ...env });

/**
 * A stand-in for EmailJS's /send: answers `status`, and keeps every body it was sent. An Error is
 * a send that never arrived; 'late' one that arrived but was answered after the relay gave up.
 */
export function fakeEmailjs(answer: () => number | Error | 'late' = () => 200) {
  const sent: Record<string, unknown>[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    expect(String(input)).toBe(`${EMAILJS}/api/v1.0/email/send`);
    const status = answer();
    if (status instanceof Error) throw status;
    sent.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
    if (status === 'late') throw new DOMException('The operation was aborted due to timeout', 'TimeoutError');
    return new Response(status === 200 ? 'OK' : 'Refused', { status });
  };
  return { sent, fetch: fetch as typeof globalThis.fetch };
}

/** Solves a challenge as the forms do, and returns the payload they send. */
export async function solve(challenge: RelayChallenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('unsolvable challenge');
  const proof: RelayProof = { challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } };
  return btoa(JSON.stringify(proof));
}

export const CONTACT_VALUES = {
  name: ' Ana\u202E Pérez ',
  email: 'ana@example.com',
  phone: '(415) 555-0134',
  issueType: 'Sex Assault',
  message: 'Line one\r\nline two',
  safeContact: ['E-mail'],
  safeTime: '',
};
