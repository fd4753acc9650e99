// Runs one step of `npm test` (scripts/test-all.ts). Steps run two at a time, so each keeps its
// output until it ends and prints it in one piece: no two steps' lines mix.
import { spawn } from 'node:child_process';

export interface Step {
  name: string;
  command: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  cwd: string;
}

/** Runs one step; resolves with whether it passed, after printing its output and its time. */
export function runStep(step: Step): Promise<boolean> {
  const started = Date.now();
  console.log(`▷ ${step.name} (started)`);
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, { cwd: step.cwd, env: step.env, stdio: ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    const finish = (ok: boolean, note = '') => {
      process.stdout.write(`\n▶ ${step.name}\n${Buffer.concat(output).toString()}`);
      console.log(`${ok ? '✔' : '✘'} ${step.name} (${((Date.now() - started) / 1000).toFixed(1)} s)${note}`);
      resolve(ok);
    };
    child.on('error', (error) => finish(false, `: ${error.message}`));
    child.on('close', (code) => finish(code === 0));
  });
}
