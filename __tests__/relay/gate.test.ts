/** @jest-environment node */
import { addressBucket } from '@/relay/address';
import { MemoryGate, memoryStore, SWEEP_EVERY_MS } from '@/relay/gate';
import { relaySettings } from './fixtures';

function books(status = () => 200) {
  const map = new Map<string, unknown>();
  let clock = 0;
  const settings = relaySettings({ RELAY_LIMIT_PER_ADDRESS: '2/60', RELAY_LIMIT_OVERALL: '10/60' });
  const gate = new MemoryGate(settings, { now: () => clock, send: async () => status(), alert: async () => undefined, log: () => undefined }, memoryStore(map));
  const submit = (address: string, proofId = `p${clock}${address}`) =>
    gate.submit({ proofId, proofExpiresAt: clock + 30 * 60_000, address, lead: { form: 'contact', params: { reference: proofId } } });
  const advance = async (ms: number) => {
    const end = clock + ms;
    while (gate.alarmAt !== null && gate.alarmAt <= end) {
      clock = Math.max(clock, gate.alarmAt);
      await gate.alarm();
    }
    clock = end;
  };
  return { map, gate, submit, advance, keys: () => [...map.keys()].filter((k) => k !== 'meta').sort() };
}

test('an address gets its count in any window, and the window slides', async () => {
  const { submit, advance } = books();
  const outcomes = [];
  for (const wait of [0, 1_000, 1_000, 57 * 60_000, 3 * 60_000]) {
    await advance(wait);
    outcomes.push(await submit('a'));
  }
  expect(outcomes).toEqual([
    { delivery: 'sent' },
    { delivery: 'sent' },
    { refusal: 'rate-limit', retryAfterMs: 60 * 60_000 - 2_000 },
    { refusal: 'rate-limit', retryAfterMs: 3 * 60_000 - 2_000 },
    { delivery: 'sent' },
  ]);
});

test('the sweep keeps the retention promise: proofs until they expire, an address for its window, the ceiling for its own, and is set again each time', async () => {
  const { submit, advance, keys, gate } = books();
  await submit('a');
  await submit('b');
  expect(keys()).toEqual(['address:a', 'address:b', 'overall', 'proof:p0a', 'proof:p0b']);
  expect(gate.alarmAt).toBe(SWEEP_EVERY_MS);
  await advance(41 * 60_000);
  // The proofs expired after 30 minutes (forgotten at the next sweep); the addresses and the ceiling still count.
  expect(keys()).toEqual(['address:a', 'address:b', 'overall']);
  expect(gate.alarmAt).toBe(50 * 60_000);
  await advance(30 * 60_000);
  expect(keys()).toEqual([]);
  // Nothing left to forget: no alarm runs for nothing.
  const last = gate.alarmAt;
  await advance(60 * 60_000);
  expect(gate.alarmAt).toBe(last);
});

test('the memory gate decides concurrent leads one after another, each proof once', async () => {
  const { submit } = books();
  const outcomes = await Promise.all(['x', 'x', 'x', 'y'].map((address, i) => submit(address, `q${i}`)));
  expect(outcomes.map((o) => ('delivery' in o ? o.delivery : o.refusal))).toEqual(['sent', 'sent', 'rate-limit', 'sent']);
  // A spent proof is refused whoever sends it.
  expect(await submit('z', 'q0')).toEqual({ refusal: 'proof' });
});

test('an address is counted as itself for IPv4 and by its /64 for IPv6, however it is written', () => {
  expect(addressBucket('203.0.113.7')).toBe('v4:203.0.113.7');
  expect(addressBucket('::ffff:203.0.113.7')).toBe('v4:203.0.113.7');
  for (const ip of ['2001:db8:1:2::1', '2001:0db8:0001:0002:ffff:ffff:ffff:ffff', '2001:DB8:1:2:0:0:0:9', '[2001:db8:1:2::5]'])
    expect(addressBucket(ip)).toBe('v6:2001:db8:1:2::/64');
  expect(addressBucket('2001:db8:1:3::1')).toBe('v6:2001:db8:1:3::/64');
  expect(addressBucket('::1')).toBe('v6:0:0:0:0::/64');
  expect(addressBucket('unknown')).toBe('v4:unknown');
});
