// The outcome of a send, shared by lib/leads/send.ts (which sends) and lib/leads/relay-contract.ts (which
// maps the relay's refusals onto it): one module both read, so neither imports the other.
/**
 * Why a send did not end in a 200. Each has its own message in content/forms.ts, because each
 * asks something different of the visitor (reconnect, wait, shorten, call).
 */
export type SendFailure =
  | 'offline'
  | 'network'
  | 'timeout'
  | 'rate-limit'
  | 'too-large'
  | 'invalid'
  | 'unavailable'
  | 'rejected'
  | 'configuration'
  /** The page itself failed while sending (a fault of ours): whether the lead left is unknown. */
  | 'unexpected';
/**
 * `delivery`: `sent` when the lead reached EmailJS; `held` when the relay keeps it to deliver
 * later (lib/leads/relay-contract.ts), which the confirmation page says.
 */
export type SendResult = { ok: true; delivery: 'sent' | 'held' } | { ok: false; reason: SendFailure; status?: number };
