// Own code, not a library: Playwright's CDP session enables the Runtime domain (below), and chrome-remote-interface speaks WebSocket, not the pipe.
// A minimal Chrome DevTools Protocol client over the pipe Chromium opens with
// `--remote-debugging-pipe` (file descriptors 3 and 4, one JSON message per NUL byte).
//
// Why not Playwright: Playwright enables the protocol's Runtime domain on every page it drives,
// and with it DevTools makes V8 capture a detailed stack trace, with source positions, for every
// Error a page creates. react-dom creates five when it loads, while its whole body is on the
// stack, so V8 re-parses react-dom to find their lines, work that no visitor's browser does
// (docs/performance.md, "Why the benchmark drives Chromium itself"). The form benchmark drives
// Chromium through this client and never enables Runtime; it only evaluates.
import { spawn, type ChildProcess } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';

export interface CdpMessage {
  id?: number;
  method?: string;
  params?: Record<string, unknown>;
  result?: Record<string, unknown>;
  error?: { message: string };
  sessionId?: string;
}

/** Splits the pipe's byte stream into messages: returns a function fed each chunk, giving the messages it completes. */
export function messageSplitter(): (chunk: string) => CdpMessage[] {
  let pending = '';
  return (chunk) => {
    pending += chunk;
    const parts = pending.split('\0');
    pending = parts.pop() ?? '';
    return parts.filter((part) => part.length > 0).map((part) => JSON.parse(part) as CdpMessage);
  };
}

export interface CdpClient {
  /** Sends a command (to a page when `sessionId` is given) and resolves to its result; rejects with the protocol's error. */
  send<T = Record<string, unknown>>(method: string, params?: Record<string, unknown>, sessionId?: string): Promise<T>;
  /** Resolves to the parameters of the next event `method` from `sessionId`; rejects after `timeoutMs`. */
  next<T = Record<string, unknown>>(method: string, sessionId?: string, timeoutMs?: number): Promise<T>;
  /** Calls `listener` with every event from then on; returns how to stop. */
  on(listener: (message: CdpMessage) => void): () => void;
}

/** A client over a pair of streams speaking the pipe protocol (Chromium's fds 3 and 4, or a test's). */
export function cdpClient(toBrowser: Writable, fromBrowser: Readable): CdpClient {
  let lastId = 0;
  const waiting = new Map<number, { resolve: (result: Record<string, unknown>) => void; reject: (error: Error) => void; method: string }>();
  const listeners = new Set<(message: CdpMessage) => void>();
  const split = messageSplitter();
  fromBrowser.setEncoding('utf8');
  fromBrowser.on('data', (chunk: string) => {
    for (const message of split(chunk)) {
      const call = message.id === undefined ? undefined : waiting.get(message.id);
      if (call && message.id !== undefined) {
        waiting.delete(message.id);
        if (message.error) call.reject(new Error(`${call.method}: ${message.error.message}`));
        else call.resolve(message.result ?? {});
      } else {
        listeners.forEach((listener) => listener(message));
      }
    }
  });
  fromBrowser.on('close', () => {
    waiting.forEach((call) => call.reject(new Error(`${call.method}: the browser closed the connection`)));
    waiting.clear();
  });
  const on = (listener: (message: CdpMessage) => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  return {
    send: <T>(method: string, params: Record<string, unknown> = {}, sessionId?: string) =>
      new Promise<T>((resolve, reject) => {
        lastId += 1;
        waiting.set(lastId, { resolve: resolve as (result: Record<string, unknown>) => void, reject, method });
        toBrowser.write(`${JSON.stringify({ id: lastId, method, params, ...(sessionId ? { sessionId } : {}) })}\0`);
      }),
    next: <T>(method: string, sessionId?: string, timeoutMs = 60_000) =>
      new Promise<T>((resolve, reject) => {
        const timer = setTimeout(() => {
          stop();
          reject(new Error(`no ${method} within ${timeoutMs} ms`));
        }, timeoutMs);
        const stop = on((message) => {
          if (message.method !== method || message.sessionId !== sessionId) return;
          stop();
          clearTimeout(timer);
          resolve((message.params ?? {}) as T);
        });
      }),
    on,
  };
}

/** Starts headless Chromium with its protocol on a pipe; `close` ends it. */
export function launchOverPipe(
  executablePath: string,
  args: readonly string[],
  userDataDir: string,
): { cdp: CdpClient; browser: ChildProcess; close: () => void } {
  const browser = spawn(executablePath, ['--headless=new', '--remote-debugging-pipe', `--user-data-dir=${userDataDir}`, ...args, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'],
  });
  const toBrowser = browser.stdio[3] as Writable;
  const fromBrowser = browser.stdio[4] as Readable;
  return { cdp: cdpClient(toBrowser, fromBrowser), browser, close: () => void browser.kill() };
}
