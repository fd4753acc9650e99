// The lead relay (relay/) run on this machine in workerd, Cloudflare's own runtime, through
// Miniflare: bundled by wrangler itself (`wrangler deploy --dry-run`, which uploads nothing), so
// what runs here is what `npm run relay:deploy` uploads, with its Durable Object and alarms in memory.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Miniflare } from 'miniflare';
import { RELAY_VARIABLES, type RelayEnv } from '../../relay/settings';

const root = path.resolve(import.meta.dirname, '../..');
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
