// `npm test`'s nginx step: the end-to-end checks of e2e-nginx/ against a real nginx serving out/
// with the generated configuration. Where nginx cannot run, says so and fails, like the other
// checkers that need a program from Debian.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { findNginx } from './local-nginx';

const root = path.resolve(import.meta.dirname, '..', '..');
if (!findNginx()) {
  console.log("✘ end-to-end on nginx: no nginx found. Install Debian's (apt-get install nginx-light), then run npm test again.");
  process.exit(1);
}
const result = spawnSync(path.join(root, 'node_modules', '.bin', 'playwright'), ['test', '--config', 'playwright.nginx.config.ts', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
