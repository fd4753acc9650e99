// Own code, not a library: concurrently and listr2 interleave or redraw steps' output, and a failed step must print whole under its line.
// Runs one step of `npm test` (scripts/test-all.ts). Steps run two at a time, so each keeps its
// output until it ends: a green run shows one line per step, and a failed step prints its output
// in one piece under its line, never mixed with the other lane's.
import { spawn } from 'node:child_process';

export interface Step {
  name: string;
  command: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  cwd: string;
}

export interface StepResult {
  ok: boolean;
  seconds: number;
  /** Everything the step wrote, stdout and stderr in the order they came. */
  output: string;
}

/** A duration as a person reads it: "8.4 s" under a minute, "3 min 05 s" above. */
export function duration(seconds: number): string {
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s`;
}

/** A step's one line: its result, its name, what it counted if anything, and its time. */
export function stepLine(name: string, result: Pick<StepResult, 'ok' | 'seconds'>, count?: string): string {
  return `${result.ok ? '✔' : '✘'} ${name}${count ? `: ${count}` : ''} (${duration(result.seconds)})`;
}

/** Runs one step and resolves with its result; prints nothing. */
export function runStep(step: Step): Promise<StepResult> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, { cwd: step.cwd, env: step.env, stdio: ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    const finish = (ok: boolean, note = '') => resolve({ ok, seconds: (Date.now() - started) / 1000, output: `${Buffer.concat(output).toString()}${note}` });
    child.on('error', (error) => finish(false, `\n${step.command}: ${error.message}\n`));
    child.on('close', (code) => finish(code === 0));
  });
}
