// Next.js's markup in an exported page, recognised in this one module: what the strip step
// removes (scripts/lib/strip-framework.ts), what the benchmark counts as the framework
// (scripts/bench/page-weight.ts), what the CSP step refuses to allow by hash
// (scripts/csp/site-policies.ts), and what the tests assert is gone. None of it is a public
// interface of Next.js: an upgrade that changes it is mended here (docs/island-adapter.md,
// "Upgrading Next.js and React").

/** Where Next.js writes its files, each named by its content (scripts, stylesheets, and our forms' bundle under islands/). */
export const FRAMEWORK_ASSET_PREFIX = '/_next/static/';

/** Is this site-relative URL one of the files under Next.js's static folder? */
export const isFrameworkAsset = (url: string) => url.startsWith(FRAMEWORK_ASSET_PREFIX);

/**
 * The script files under Next.js's static folder, as a glob for routing a browser's requests
 * (Playwright's page.route), with or without the query a retry adds (lib/islands/fresh-import.ts):
 * a connection that drops takes the retries with it.
 */
export const FRAMEWORK_SCRIPTS_GLOB = `**${FRAMEWORK_ASSET_PREFIX}**/*.js{,?*}`;

/** The attribute of a <template> that holds a part of the page left for the browser to render. */
export const CLIENT_RENDERED_MARK = 'data-dgst';

/** The inline script that starts the payload. */
const PAYLOAD_INIT = '(self.__next_f=self.__next_f||[]).push([0])';
/** An inline script that adds a chunk to the payload; its argument is the chunk, as JSON. */
const PAYLOAD_PUSH = /^self\.__next_f\.push\(([\s\S]*)\)$/;
/** Turbopack's bootstrap, which lists the runtime's chunks. */
const TURBOPACK_BOOTSTRAP = /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\(/;
/** Any trace of the framework's inline code, whole or in part. */
const FRAMEWORK_CODE = /self\.__next_f|globalThis\["TURBOPACK"\]/;

/**
 * What the text of an inline script is, if it is the framework's: its runtime (the payload's
 * start, the Turbopack bootstrap), or a chunk of the payload, given as the JSON text of the push.
 */
export function frameworkInlineScript(text: string): { kind: 'runtime' } | { kind: 'payload'; chunk: string } | undefined {
  const trimmed = text.trim();
  if (trimmed === PAYLOAD_INIT || TURBOPACK_BOOTSTRAP.test(trimmed)) return { kind: 'runtime' };
  const push = PAYLOAD_PUSH.exec(trimmed);
  return push ? { kind: 'payload', chunk: push[1] ?? '' } : undefined;
}

/** Does this HTML still carry any of the framework's inline code (the payload or the runtime's bootstrap)? */
export const carriesFrameworkCode = (html: string) => FRAMEWORK_CODE.test(html);
