// The lead relay (relay/) run on this machine in workerd, Cloudflare's own runtime, through
// Miniflare: bundled by esbuild as wrangler would bundle it, with its Durable Object kept in
// memory. Nothing here reaches the internet: no wrangler, so no telemetry and no update check.
import path from 'node:path';
import { build } from 'esbuild';
import { Miniflare } from 'miniflare';
import { RELAY_VARIABLES, type RelayEnv } from '../../relay/settings';

const root = path.resolve(import.meta.dirname, '../..');
/** The date relay/wrangler.toml names, so the local runtime behaves as the deployed one. */
const COMPATIBILITY_DATE = '2026-04-01';

/** The relay's worker as one ES module, as `wrangler deploy` uploads it. */
async function bundleRelay(): Promise<string> {
  const result = await build({
    absWorkingDir: root,
    entryPoints: ['relay/worker.ts'],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    conditions: ['workerd', 'worker', 'browser'],
    mainFields: ['module', 'main'],
    target: 'es2022',
    minify: false,
    write: false,
    logLevel: 'silent',
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error('esbuild wrote nothing for relay/worker.ts');
  return output.text;
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
