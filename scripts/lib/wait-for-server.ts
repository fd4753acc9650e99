// Waits until a server we started answers, rather than sleeping for a guessed time: used by
// `npm start`, the link check and the benchmark, wherever a script starts a server itself.
import type { ChildProcess } from 'node:child_process';

export interface WaitOptions {
  /** Give up after this long. */
  timeoutMs?: number;
  /** The process that serves `url`: when it exits first, fail at once rather than wait out the time. */
  child?: ChildProcess;
}

const POLL_MS = 100;

const exited = (child: ChildProcess | undefined) => child !== undefined && (child.exitCode !== null || child.signalCode !== null);

/** Resolves at the first 2xx answer from `url`; rejects naming the URL and what it last saw. */
export async function waitForServer(url: string, { timeoutMs = 20_000, child }: WaitOptions = {}): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (child && exited(child)) throw new Error(`the server for ${url} stopped (${child.exitCode ?? child.signalCode}) before it answered`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(Math.max(deadline - Date.now(), 1)) });
      // The body is not needed; cancelling it frees the connection for whoever uses the server next.
      await response.body?.cancel();
      if (response.ok) return;
      last = `HTTP ${response.status}`;
    } catch (error) {
      // A request cut off by our own deadline says nothing about the server: keep what it last
      // answered, if it did.
      const ownDeadline = error instanceof Error && error.name === 'TimeoutError';
      if (!ownDeadline || last === 'no answer') last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s (last: ${last})`);
}
