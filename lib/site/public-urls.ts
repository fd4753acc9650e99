// The two URLs the browser is sent to by configuration: the EmailJS API (every lead) and the
// quick exit (a visitor in danger). Shared by the site's config module and the build's
// security-headers step, so connect-src and the bundle always agree.

export const DEFAULT_EMAILJS_ORIGIN = 'https://api.emailjs.com';
export const DEFAULT_QUICK_EXIT_URL = 'https://weather.com/';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Checks an absolute https: URL (plain http: only on this machine, for the local mail sink).
 * Returns the normalised URL, or the sentence saying what is wrong with it.
 */
export function checkPublicUrl(raw: string, { originOnly }: { originOnly: boolean }): { ok: true; value: string } | { ok: false; problem: string } {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return { ok: false, problem: 'must be an absolute https:// URL' };
  }
  const secure = url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname));
  if (!secure) return { ok: false, problem: 'must be an absolute https:// URL (plain http:// only for localhost or 127.0.0.1)' };
  if (url.username || url.password) return { ok: false, problem: 'must not contain a user name or password' };
  if (originOnly) {
    if (url.pathname !== '/' || url.search || url.hash) return { ok: false, problem: `must be an origin only, with no path, e.g. ${DEFAULT_EMAILJS_ORIGIN}` };
    return { ok: true, value: url.origin };
  }
  return { ok: true, value: url.href };
}

/**
 * The lead relay's origin the build uses (relay/), from the raw NEXT_PUBLIC_LEAD_RELAY_URL; undefined
 * (blank) means the forms send through EmailJS from the browser.
 */
export function leadRelayOriginFrom(raw: string | undefined): string | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  const checked = checkPublicUrl(raw, { originOnly: true });
  if (!checked.ok) throw new Error(`NEXT_PUBLIC_LEAD_RELAY_URL ${checked.problem}`);
  return checked.value;
}

/** The EmailJS origin the build uses, from the raw NEXT_PUBLIC_EMAILJS_ORIGIN (blank means the default). */
export function emailjsOriginFrom(raw: string | undefined): string {
  if (raw === undefined || raw.trim() === '') return DEFAULT_EMAILJS_ORIGIN;
  const checked = checkPublicUrl(raw, { originOnly: true });
  if (!checked.ok) throw new Error(`NEXT_PUBLIC_EMAILJS_ORIGIN ${checked.problem}`);
  return checked.value;
}
