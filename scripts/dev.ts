// `npm run dev`: Next's dev server with the local configuration, beside the mail sink. It is the editor's preview, so
// it shows the articles waiting for a lawyer's review too, each under a banner (PREVIEW_DRAFTS=0 hides them).
import { execFileSync, spawn } from 'node:child_process';
import path from 'node:path';
import { LOCAL_PORTS, localEnv } from './lib/local-env';
import { createSink } from './lib/mail-sink';

const root = path.resolve(import.meta.dirname, '..');
// The pages render the inline scripts from their bundle; edits to lib/islands/page-scripts/ show
// after a restart.
execFileSync(process.execPath, [path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), path.join(root, 'scripts', 'bundle-page-scripts.ts')], {
  stdio: 'inherit',
});
const { server: sink } = createSink();
sink.listen(LOCAL_PORTS.sink, '127.0.0.1');
const next = spawn(
  process.execPath,
  [path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'dev', '-H', '127.0.0.1', '-p', String(LOCAL_PORTS.site)],
  {
    cwd: root,
    env: { PREVIEW_DRAFTS: '1', ...process.env, ...localEnv(LOCAL_PORTS) },
    stdio: 'inherit',
  },
);
const stop = () => {
  next.kill('SIGTERM');
  sink.close();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
next.on('exit', (code) => process.exit(code ?? 0));
