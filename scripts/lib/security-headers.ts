// The one source of the site's security policy: the headers every response carries and the
// directives of each page's Content-Security-Policy. Everything that serves out/ takes them from
// here: out/_headers (Netlify, Cloudflare Pages), the generated nginx files (out-nginx/), the
// <meta> policy in each page, and the local static server the tests run under.
import * as nextEnvModule from '@next/env';
import { emailjsOriginFrom, leadRelayOriginFrom } from '../../lib/site/public-urls';
import { LOGO_PATH } from '../../lib/routes';
import { FRAMEWORK_ASSET_PREFIX } from './framework-markup';

/**
 * The EmailJS origin `next build` bakes into the bundle for the project in `dir`: Next's own
 * loader reads the same .env files in the same order (.env.production.local, .env.local,
 * .env.production, .env; the environment wins over all), so connect-src always matches.
 */
export function buildEmailjsOrigin(dir: string): string {
  return emailjsOriginFrom(buildEnv(dir).NEXT_PUBLIC_EMAILJS_ORIGIN);
}

/** The lead relay's origin the build bakes in (NEXT_PUBLIC_LEAD_RELAY_URL), read the same way; undefined when unset. */
export function buildLeadRelayOrigin(dir: string): string | undefined {
  return leadRelayOriginFrom(buildEnv(dir).NEXT_PUBLIC_LEAD_RELAY_URL);
}

function buildEnv(dir: string) {
  // @next/env is CommonJS: node puts its exports on `default`, jest's transform on the namespace.
  const nextEnv = (
    'loadEnvConfig' in nextEnvModule ? nextEnvModule : (nextEnvModule as unknown as { default: typeof nextEnvModule }).default
  ) as typeof nextEnvModule;
  return nextEnv.loadEnvConfig(dir, false, { info: () => undefined, error: console.error }, true).combinedEnv;
}

/** Headers every response carries, whatever its type. */
export const COMMON_HEADERS: readonly (readonly [string, string])[] = [
  ['Referrer-Policy', 'no-referrer'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'DENY'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  // Nothing here is meant to be embedded by another site, so no other origin may load it; the
  // e-mail assets below are the one exception.
  ['Cross-Origin-Resource-Policy', 'same-origin'],
];

/**
 * Files a firm's e-mail templates load from the site (the README's EmailJS set-up). A webmail
 * client that shows the e-mail fetches them from its own origin, which same-origin would refuse,
 * so these, and only these, are served Cross-Origin-Resource-Policy: cross-origin.
 */
export const EMAIL_ASSETS: readonly string[] = [LOGO_PATH];

/** Sent with an e-mail asset in place of the site-wide value. */
export const EMAIL_ASSET_HEADERS: readonly (readonly [string, string])[] = [['Cross-Origin-Resource-Policy', 'cross-origin']];

/** The headers every response to `pathname` carries: COMMON_HEADERS, with an e-mail asset's own values in place. */
export function commonHeadersFor(pathname: string): readonly (readonly [string, string])[] {
  if (!EMAIL_ASSETS.includes(pathname)) return COMMON_HEADERS;
  const own = new Map(EMAIL_ASSET_HEADERS);
  return COMMON_HEADERS.map(([name, value]) => [name, own.get(name) ?? value] as const);
}

/** Sent over https only: a browser ignores it over http, and a host that also serves http must redirect. */
export const HSTS = ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'] as const;

/** Next.js names every file under /_next/static/ by its content, so a copy never goes stale. */
export const IMMUTABLE_PREFIX = FRAMEWORK_ASSET_PREFIX;
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/** A response that is no page (an image, a feed, a stylesheet) runs nothing and embeds nothing. */
export const NON_PAGE_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export interface PolicySources {
  emailjsOrigin: string;
  /** The lead relay's origin, only when the site is built to send through one: then the pages connect to it, not to EmailJS. */
  relayOrigin?: string;
  /** 'sha256-…' sources of the page's inline scripts. */
  scriptHashes: readonly string[];
  /** 'sha256-…' sources of the page's inline style elements. */
  styleHashes: readonly string[];
}

/** A page's policy as directive -> sources, in the order they are written. */
export function pageDirectives({ emailjsOrigin, relayOrigin, scriptHashes, styleHashes }: PolicySources): [string, string[]][] {
  const quoted = (hashes: readonly string[]) => [...new Set(hashes)].sort().map((h) => `'${h}'`);
  // Nothing is allowed unless named: a new kind of resource (a frame, a worker, media) is refused
  // until someone decides the site needs it.
  return [
    ['default-src', ["'none'"]],
    ['script-src', ["'self'", ...quoted(scriptHashes)]],
    ['style-src', ["'self'", ...quoted(styleHashes)]],
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    // Through the relay, the pages talk to the relay alone: EmailJS is the relay's business.
    ['connect-src', ["'self'", relayOrigin ?? emailjsOrigin]],
    ['frame-ancestors', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['object-src', ["'none'"]],
  ];
}

/** Browsers ignore these in a <meta> policy (and log an error), so they stay in the header only. */
const HEADER_ONLY_DIRECTIVES = new Set(['frame-ancestors', 'report-uri', 'sandbox']);

export function serialisePolicy(directives: readonly (readonly [string, readonly string[]])[], { meta = false } = {}): string {
  return directives
    .filter(([name]) => !meta || !HEADER_ONLY_DIRECTIVES.has(name))
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}
