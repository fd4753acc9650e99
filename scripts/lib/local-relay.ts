// The lead relay (relay/) run on this machine in workerd, Cloudflare's own runtime, through
// Miniflare: bundled by wrangler itself (`wrangler deploy --dry-run`, which uploads nothing), so
// what runs here is what `npm run relay:deploy` uploads, with its Durable Object and alarms in memory.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { randomBytes } from 'node:crypto';
import { Miniflare } from 'miniflare';
import { RELAY_VARIABLES, type RelayEnv } from '../../relay/settings';

// The project's root: npm scripts, the test runners and the benchmark all run from it.
const root = process.cwd();
/** The date relay/wrangler.toml names, so the local runtime behaves as the deployed one. */
const COMPATIBILITY_DATE = '2026-04-01';

/** The relay's worker as the one ES module `wrangler deploy` would upload. */
async function bundleRelay(): Promise<string> {
  const outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'relay-bundle-'));
  try {
    await promisify(execFile)(
      path.join(root, 'node_modules/.bin/wrangler'),
      ['deploy', '--dry-run', '--outdir', outdir, '--config', 'relay/wrangler.toml'],
      // No telemetry; the dry run itself uploads nothing.
      { cwd: root, env: { ...process.env, WRANGLER_SEND_METRICS: 'false', WRANGLER_LOG: 'error' } },
    );
    return fs.readFileSync(path.join(outdir, 'worker.js'), 'utf8');
  } finally {
    fs.rmSync(outdir, { recursive: true, force: true });
  }
}

/**
 * The relay's settings for a local run: what it can do without comes from the site's local settings
 * (`site`, as scripts/lib/local-env.ts makes them): the EmailJS ids, the inbox, the mail sink as
 * EmailJS, and secrets made up for this run; `given` (RELAY_* and EMAILJS_* variables) wins.
 */
export function localRelayEnv(site: Record<string, string | undefined>, given: Record<string, string | undefined>): RelayEnv {
  return {
    RELAY_EMAILJS_ORIGIN: site.NEXT_PUBLIC_EMAILJS_ORIGIN,
    RELAY_ALLOWED_ORIGINS: site.NEXT_PUBLIC_SITE_URL,
    EMAILJS_PUBLIC_KEY: site.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY,
    EMAILJS_SERVICE_ID: site.NEXT_PUBLIC_EMAILJS_SERVICE_ID,
    EMAILJS_CONTACT_TEMPLATE_ID: site.NEXT_PUBLIC_EMAILJS_CONTACT_TEMPLATE_ID,
    EMAILJS_CASE_TEMPLATE_ID: site.NEXT_PUBLIC_EMAILJS_CASE_TEMPLATE_ID,
    RELAY_LEADS_INBOX: site.NEXT_PUBLIC_LEADS_INBOX,
    RELAY_ALTCHA_HMAC_KEY: randomBytes(32).toString('hex'),
    RELAY_HOLD_KEY: randomBytes(32).toString('hex'),
    // No RELAY_SITE_URL of its own: the e-mails' logo and links then follow the first allowed
    // origin (relay/settings.ts), so changing RELAY_ALLOWED_ORIGINS moves them too.
    ...Object.fromEntries(Object.entries(given).filter(([name]) => name.startsWith('RELAY_') || name.startsWith('EMAILJS_'))),
  };
}

/** Starts the relay on 127.0.0.1:`port`; resolves once it answers. */
export async function startLocalRelay({ port, env }: { port: number; env: RelayEnv }): Promise<{ url: string; dispose: () => Promise<void> }> {
  const script = await bundleRelay();
  const bindings = Object.fromEntries(RELAY_VARIABLES.flatMap((name) => (env[name] === undefined ? [] : [[name, env[name]]])));
  const mf = new Miniflare({
    modules: true,
    script,
    compatibilityDate: COMPATIBILITY_DATE,
    bindings,
    durableObjects: { LEAD_GATE: 'LeadGateObject' },
    host: '127.0.0.1',
    port,
  });
  const url = await mf.ready;
  return { url: url.origin, dispose: () => mf.dispose() };
}
