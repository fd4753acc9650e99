import { spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { waitForServer } from '@/scripts/lib/wait-for-server';

// No test here depends on how fast this machine is: each ends the wait on something it can see
// (a number of answers, a process gone, a request that is never answered) rather than on a race
// between a clock and a server.

const servers: http.Server[] = [];
async function listen(handler: http.RequestListener) {
  const server = http.createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
}

/** A server answering 503 to its first `failures` requests and 200 after; `onAnswer` sees each count. */
async function flakyServer(failures: number, onAnswer: (seen: number) => void = () => undefined) {
  let seen = 0;
  const url = await listen((_, res) => {
    seen += 1;
    res.writeHead(seen > failures ? 200 : 503).end();
    onAnswer(seen);
  });
  return { url, requests: () => seen };
}

/** A port nothing listens on: one the system just handed out and took back. */
async function closedPort() {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

afterEach(() => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    server.close();
  }
});

describe('waitForServer', () => {
  it('keeps asking until the server answers with success', async () => {
    const { url, requests } = await flakyServer(2);
    await waitForServer(url, { timeoutMs: 60_000 });
    expect(requests()).toBe(3);
  }, 90_000);

  it('when told to stop, gives up naming the URL and the last answer, not the request it cut off', async () => {
    const stop = new AbortController();
    // Ended while its second request is being answered: the first 503 has been read by then.
    const { url } = await flakyServer(Number.POSITIVE_INFINITY, (seen) => seen === 2 && stop.abort());
    await expect(waitForServer(url, { timeoutMs: 600_000, signal: stop.signal })).rejects.toThrow(
      `${url} did not answer before the wait was ended (last: HTTP 503)`,
    );
  }, 90_000);

  it('gives up at its deadline, saying so, when the server takes the request and never answers', async () => {
    const url = await listen(() => undefined);
    await expect(waitForServer(url, { timeoutMs: 300 })).rejects.toThrow(`${url} did not answer within 0.3 s (last: no answer)`);
  });

  // Its own limit is ten minutes, far beyond the test's: only stopping early lets the test pass.
  it('stops waiting as soon as the process that should serve has exited', async () => {
    const child = spawn('sh', ['-c', 'exit 3']);
    await new Promise((resolve) => child.on('exit', resolve));
    const url = `http://127.0.0.1:${await closedPort()}/`;
    await expect(waitForServer(url, { timeoutMs: 600_000, child })).rejects.toThrow(`the server for ${url} stopped (3) before it answered`);
  }, 30_000);
});
