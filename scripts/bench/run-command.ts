// Runs one build step of the benchmark to completion and says how long it took.
import { spawnSync, type SpawnSyncOptions } from 'node:child_process';

/** Seconds `command` took; throws with its output when it fails. */
export function timedRun(command: string, args: string[], options: SpawnSyncOptions & { cwd: string }): number {
  const started = Date.now();
  const result = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 64 * 2 ** 20, ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  return (Date.now() - started) / 1000;
}
