// A copy of the project that builds on its own: its own .next/ and out/, so a second build (a firm's
// settings in `npm test`, synthetic articles in the benchmark) can run beside the real one.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** What a copy leaves out at the project's root: what git does not hold, and what builds and runs write. */
const NOT_COPIED = new Set([
  'node_modules',
  '.git',
  '.next',
  '.swc',
  '.scratch',
  'out',
  'out-nginx',
  'out-firm-states',
  'bench',
  'reports',
  'test-results',
  'coverage',
  'tsconfig.tsbuildinfo',
]);

/**
 * Makes `dir` a fresh copy of the project at `root` (emptied first): the files are copied, so a
 * build step that rewrites a generated source file in the copy leaves the original alone, and
 * node_modules is hard-linked, which is quick and which Turbopack accepts (it refuses a symlink).
 * `dir` must be on the same file system as `root`.
 */
export function copyProject(root: string, dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  for (const entry of fs.readdirSync(root)) {
    if (!NOT_COPIED.has(entry)) fs.cpSync(path.join(root, entry), path.join(dir, entry), { recursive: true });
  }
  const linked = spawnSync('cp', ['-al', path.join(root, 'node_modules'), path.join(dir, 'node_modules')], { encoding: 'utf8' });
  if (linked.status !== 0) throw new Error(`could not link node_modules into ${dir}: ${linked.stderr || linked.error?.message}`);
}
