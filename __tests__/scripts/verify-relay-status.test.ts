import { relayStatusReport } from '@/scripts/verify/relay-status';

const R = 'https://relay.example.org';
const body = (over: Record<string, unknown> = {}) =>
  JSON.stringify({
    held: 0,
    oldestHeldAt: null,
    oldestHeldMinutes: null,
    lastDeliveryAt: '2026-11-01T12:00:00.000Z',
    lastEmailjsStatus: 200,
    lost: 0,
    ...over,
  });

test('no lead waiting is reported and is no problem', () => {
  expect(relayStatusReport(R, 200, body())).toEqual({
    line: expect.stringMatching(/^Relay: no lead waiting; last delivery 2026-11-01T12:00:00.000Z, EmailJS last answered 200$/),
    problem: false,
  });
});

test('leads waiting, or lost, are a problem the firm is told of, with the count and EmailJS last answer', () => {
  const waiting = relayStatusReport(R, 200, body({ held: 3, oldestHeldMinutes: 42, lastEmailjsStatus: 429 }));
  expect(waiting.problem).toBe(true);
  expect(waiting.line).toMatch(/3 lead\(s\) waiting, the oldest for 42 min.*EmailJS last answered 429/);
  expect(relayStatusReport(R, 200, body({ lost: 2 }))).toMatchObject({ problem: true, line: expect.stringContaining('2 lead(s) deleted unsent') });
});

test('a wrong token, a relay without one, or another answer say what to do', () => {
  expect(relayStatusReport(R, 401, '').line).toMatch(/RELAY_STATUS_TOKEN/);
  expect(relayStatusReport(R, 404, '').line).toMatch(/set the RELAY_STATUS_TOKEN secret/);
  expect(relayStatusReport(R, 200, '<html>')).toMatchObject({ problem: true, line: expect.stringContaining('not the relay') });
});
