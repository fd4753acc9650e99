// `npm start`: build against the local mail sink, then serve out/ and run the sink. Ctrl-C stops both.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { LOCAL_PORTS, localEnv } from './lib/local-env';
import { createSink } from './lib/mail-sink';
import { waitForServer } from './lib/wait-for-server';
import { startStaticServer } from './static-server';

const root = path.resolve(import.meta.dirname, '..');
const env = { ...process.env, ...localEnv(LOCAL_PORTS) };
const siteOrigin = `http://127.0.0.1:${LOCAL_PORTS.site}`;

// No top-level await: without "type": "module" in package.json, tsx runs this file as CommonJS.
async function main() {
  console.log('Building the site against the local mail sink...');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, env, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);

  const { server: sink } = createSink({ allowedOrigins: [siteOrigin, `http://localhost:${LOCAL_PORTS.site}`] });
  sink.listen(LOCAL_PORTS.sink, '127.0.0.1');
  const site = startStaticServer({
    port: LOCAL_PORTS.site,
    headers: true,
    stdio: ['ignore', 'ignore', 'inherit'],
  });

  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    site.kill('SIGTERM');
    sink.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  site.on('exit', (code) => {
    if (!stopping) {
      console.error(`The static server stopped (exit ${code}). Is port ${LOCAL_PORTS.site} in use?`);
      sink.close();
      process.exit(1);
    }
  });

  await waitForServer(`${siteOrigin}/`, { child: site });
  console.log(`\n  Site       ${siteOrigin}/`);
  console.log(`  Mail sink  http://127.0.0.1:${LOCAL_PORTS.sink}/  (e-mails print below; GET /__sink/messages lists them)`);
  console.log('  Press Ctrl-C to stop both.\n');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
