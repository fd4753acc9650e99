/** @jest-environment node */
import { admit, MemoryGate, memoryStore, sweep } from '@/relay/gate';

const limits = { perAddress: { count: 2, ms: 60_000 }, overall: { count: 3, ms: 600_000 } };
const at = (now: number, address = 'a', proofId = `p${now}${address}`) => ({ proofId, proofExpiresAt: now + 300_000, address, now });

test('an address gets its count in any window, the window slides, and refusals do not count', async () => {
  const store = memoryStore();
  const verdicts = [];
  const roomy = { ...limits, overall: { count: 100, ms: 600_000 } };
  for (const now of [0, 1_000, 2_000, 59_000, 60_500, 61_500]) verdicts.push(await admit(store, roomy, at(now)));
  expect(verdicts).toEqual(['admitted', 'admitted', 'address-limit', 'address-limit', 'admitted', 'admitted']);
});

test('the overall ceiling holds across addresses; a spent proof is refused whoever sends it', async () => {
  const store = memoryStore();
  const verdicts = [];
  for (const address of ['a', 'b', 'c', 'd']) verdicts.push(await admit(store, limits, at(10, address)));
  expect(verdicts).toEqual(['admitted', 'admitted', 'admitted', 'overall-limit']);
  expect(await admit(store, limits, at(10, 'e', 'p10a'))).toBe('spent');
});

test('sweeping forgets expired proofs and quiet addresses, and nothing that still counts', async () => {
  const map = new Map<string, unknown>();
  const store = memoryStore(map);
  await admit(store, limits, at(0, 'a'));
  await admit(store, limits, at(200_000, 'b'));
  map.set('proof:broken', 'not a time');
  await sweep(store, limits, 250_000);
  expect([...map.keys()].sort()).toEqual(['address:b', 'overall', 'proof:p0a', 'proof:p200000b']);
  await sweep(store, limits, 400_000);
  expect([...map.keys()].sort()).toEqual(['overall', 'proof:p200000b']);
});

test('the memory gate decides concurrent leads one after another', async () => {
  const gate = new MemoryGate(limits);
  const verdicts = await Promise.all(['x', 'x', 'x', 'y'].map((address, i) => gate.admit(at(5, address, `q${i}`))));
  expect(verdicts).toEqual(['admitted', 'admitted', 'address-limit', 'admitted']);
});
