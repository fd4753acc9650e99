/** @jest-environment node */
import { spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { waitForServer } from '@/scripts/lib/wait-for-server';

/** A server answering 503 to its first `failures` requests and 200 after; closed after each test. */
const servers: http.Server[] = [];
async function flakyServer(failures: number) {
  let seen = 0;
  const server = http.createServer((_, res) => {
    seen += 1;
    res.writeHead(seen > failures ? 200 : 503).end();
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, requests: () => seen };
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
  for (const server of servers.splice(0)) server.close();
});

describe('waitForServer', () => {
  it('keeps asking until the server answers with success', async () => {
    const { url, requests } = await flakyServer(2);
    await waitForServer(url, { timeoutMs: 20_000 });
    expect(requests()).toBe(3);
  }, 30_000);

  it('gives up after its time, naming the URL and the last answer', async () => {
    const { url } = await flakyServer(Number.POSITIVE_INFINITY);
    // Long enough for a first answer even on a loaded machine; the 503 it names proves one came.
    await expect(waitForServer(url, { timeoutMs: 2_000 })).rejects.toThrow(`${url} did not answer within 2 s (last: HTTP 503)`);
  });

  // Its own limit is a minute, twice the test's: only stopping early lets the test pass.
  it('stops waiting as soon as the process that should serve has exited', async () => {
    const child = spawn('sh', ['-c', 'exit 3']);
    await new Promise((resolve) => child.on('exit', resolve));
    const url = `http://127.0.0.1:${await closedPort()}/`;
    await expect(waitForServer(url, { timeoutMs: 60_000, child })).rejects.toThrow(`the server for ${url} stopped (3) before it answered`);
  }, 30_000);
});
