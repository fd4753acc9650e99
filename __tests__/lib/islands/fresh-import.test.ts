import { freshImporter, importUntilLoaded, retryUrl } from '@/lib/islands/fresh-import';

const CHUNK = 'https://example.org/_next/static/islands/browser-1.js';

describe('retry URLs', () => {
  it('leave a first attempt as it is and give each retry a URL of its own', () => {
    expect(retryUrl('/_next/static/islands/lead-forms-1.js', 0)).toBe('/_next/static/islands/lead-forms-1.js');
    expect(retryUrl('/_next/static/islands/lead-forms-1.js', 2)).toBe('/_next/static/islands/lead-forms-1.js?retry=2');
    expect(retryUrl('/a.js?v=1', 1)).toBe('/a.js?v=1&retry=1');
  });
});

describe('the importer of the chunks loaded later', () => {
  it('asks again under a new URL after each failure, and keeps the URL of a chunk that loaded', async () => {
    const asked: string[] = [];
    let online = false;
    const load = freshImporter(async (url) => {
      asked.push(url);
      if (!online) throw new TypeError('Failed to fetch dynamically imported module');
      return { url };
    });
    await expect(load(CHUNK)).rejects.toThrow(TypeError);
    await expect(load(CHUNK)).rejects.toThrow(TypeError);
    online = true;
    await expect(load(CHUNK)).resolves.toEqual({ url: `${CHUNK}?retry=2` });
    await load(CHUNK);
    await load('https://example.org/_next/static/islands/schemas-1.js');
    expect(asked).toEqual([CHUNK, `${CHUNK}?retry=1`, `${CHUNK}?retry=2`, `${CHUNK}?retry=2`, 'https://example.org/_next/static/islands/schemas-1.js']);
  });
});

describe('importing until the file arrives', () => {
  it('asks once more at once, then once each time a new chance comes, under a new URL each time', async () => {
    const asked: string[] = [];
    let failures = 3;
    const load = freshImporter(async (url) => {
      asked.push(url);
      if (failures-- > 0) throw new TypeError('Failed to fetch dynamically imported module');
      return { default: { ok: true } };
    });
    // Each wait for a chance announces itself, and goes on when the test gives the chance.
    let waiting: (give: () => void) => void = () => undefined;
    const nextWait = () => new Promise<() => void>((resolve) => (waiting = resolve));
    let wait = nextWait();
    const nextChance = () =>
      new Promise<void>((resolve) => {
        waiting(resolve);
      });
    const imported = importUntilLoaded(load, CHUNK, nextChance);
    let give = await wait;
    expect(asked).toEqual([CHUNK, `${CHUNK}?retry=1`]);
    wait = nextWait();
    give();
    give = await wait;
    expect(asked).toEqual([CHUNK, `${CHUNK}?retry=1`, `${CHUNK}?retry=2`]);
    give();
    await expect(imported).resolves.toEqual({ default: { ok: true } });
    expect(asked).toEqual([CHUNK, `${CHUNK}?retry=1`, `${CHUNK}?retry=2`, `${CHUNK}?retry=3`]);
  });
});
