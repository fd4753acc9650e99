import { PassThrough } from 'node:stream';
import { cdpClient, messageSplitter } from '../../scripts/lib/cdp-pipe';

describe('the DevTools protocol over a pipe', () => {
  it('splits the byte stream into messages at each NUL, whatever the chunks', () => {
    const split = messageSplitter();
    expect(split('{"id":1,"res')).toEqual([]);
    expect(split('ult":{}}\0{"method":"A"}\0{"id"')).toEqual([{ id: 1, result: {} }, { method: 'A' }]);
    expect(split(':2}\0')).toEqual([{ id: 2 }]);
  });

  /** A browser on the other end of two streams: what the client wrote, and a way to answer. */
  function fakeBrowser() {
    const toBrowser = new PassThrough();
    const fromBrowser = new PassThrough();
    const written: Record<string, unknown>[] = [];
    toBrowser.setEncoding('utf8');
    toBrowser.on('data', (chunk: string) =>
      chunk
        .split('\0')
        .filter(Boolean)
        .forEach((text) => written.push(JSON.parse(text))),
    );
    const reply = (message: object) => fromBrowser.write(`${JSON.stringify(message)}\0`);
    return { client: cdpClient(toBrowser, fromBrowser), written, reply, fromBrowser };
  }

  it('numbers each command, sends it to the page session named, and resolves with its own answer', async () => {
    const { client, written, reply } = fakeBrowser();
    const first = client.send('Target.createBrowserContext');
    const second = client.send('Runtime.evaluate', { expression: '1+1' }, 'page-1');
    await new Promise(setImmediate);
    expect(written).toEqual([
      { id: 1, method: 'Target.createBrowserContext', params: {} },
      { id: 2, method: 'Runtime.evaluate', params: { expression: '1+1' }, sessionId: 'page-1' },
    ]);
    reply({ id: 2, result: { result: { value: 2 } } });
    reply({ id: 1, result: { browserContextId: 'ctx' } });
    await expect(second).resolves.toEqual({ result: { value: 2 } });
    await expect(first).resolves.toEqual({ browserContextId: 'ctx' });
  });

  it('rejects a command the browser refuses, naming it', async () => {
    const { client, reply } = fakeBrowser();
    const call = client.send('Page.navigate', { url: 'nowhere' });
    reply({ id: 1, error: { message: 'Cannot navigate to invalid URL' } });
    await expect(call).rejects.toThrow('Page.navigate: Cannot navigate to invalid URL');
  });

  it('waits for an event from the session asked for, not from another page', async () => {
    const { client, reply } = fakeBrowser();
    const loaded = client.next('Page.loadEventFired', 'page-2');
    reply({ method: 'Page.loadEventFired', sessionId: 'page-1', params: { timestamp: 1 } });
    reply({ method: 'Page.loadEventFired', sessionId: 'page-2', params: { timestamp: 2 } });
    await expect(loaded).resolves.toEqual({ timestamp: 2 });
  });

  it('gives up waiting for an event that does not come', async () => {
    const { client } = fakeBrowser();
    await expect(client.next('Page.loadEventFired', 'page-1', 20)).rejects.toThrow('no Page.loadEventFired within 20 ms');
  });

  it('rejects what is still waiting when the browser goes away', async () => {
    const { client, fromBrowser } = fakeBrowser();
    const call = client.send('Runtime.evaluate', { expression: 'window.__formReady' }, 'page-1');
    fromBrowser.destroy();
    await expect(call).rejects.toThrow('Runtime.evaluate: the browser closed the connection');
  });
});
