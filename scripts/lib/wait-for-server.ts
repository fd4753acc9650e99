// Own code, not a library: a polling loop, for which wait-on would bring axios, joi, lodash and rxjs.
// Waits until a server we started answers, rather than sleeping for a guessed time: used by
// `npm start`, the link check and the benchmark, wherever a script starts a server itself.
import type { ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

export interface WaitOptions {
  /** Give up after this long. */
  timeoutMs?: number;
  /** The process that serves `url`: when it exits first, fail at once rather than wait out the time. */
  child?: ChildProcess;
  /**
   * Give up when this aborts, as at the deadline. A caller that knows when waiting is pointless
   * (a test that has seen the answers it needs) ends the wait on that, not on a clock.
   */
  signal?: AbortSignal;
}

const POLL_MS = 100;

const exited = (child: ChildProcess | undefined) => child !== undefined && (child.exitCode !== null || child.signalCode !== null);

/** Resolves at the first 2xx answer from `url`; rejects naming the URL and what it last saw. */
export async function waitForServer(url: string, { timeoutMs = 20_000, child, signal }: WaitOptions = {}): Promise<void> {
  const stop = AbortSignal.any([AbortSignal.timeout(timeoutMs), ...(signal ? [signal] : [])]);
  let last = 'no answer';
  while (!stop.aborted) {
    if (child && exited(child)) throw new Error(`the server for ${url} stopped (${child.exitCode ?? child.signalCode}) before it answered`);
    try {
      const response = await fetch(url, { signal: stop });
      // The body is not needed; cancelling it frees the connection for whoever uses the server next.
      await response.body?.cancel();
      if (response.ok) return;
      last = `HTTP ${response.status}`;
    } catch (error) {
      // A request cut off because the wait ended says nothing about the server: keep what it
      // last answered.
      if (!stop.aborted) last = error instanceof Error ? error.message : String(error);
    }
    await sleep(POLL_MS, undefined, { signal: stop }).catch(() => undefined);
  }
  const why = signal?.aborted ? 'before the wait was ended' : `within ${timeoutMs / 1000} s`;
  throw new Error(`${url} did not answer ${why} (last: ${last})`);
}
