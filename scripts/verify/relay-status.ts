// `npm run verify -- URL --relay-token TOKEN` (or RELAY_STATUS_TOKEN in the environment): the lead
// relay's GET /status, read for the firm: how many leads wait, since when, when the last was
// delivered and what EmailJS last answered. Pure reading of the answer, so each case is tested.

interface RelayStatusBody {
  held: number;
  oldestHeldMinutes: number | null;
  lastDeliveryAt: string | null;
  lastEmailjsStatus: number | null;
  lost: number;
}

const isStatus = (v: unknown): v is RelayStatusBody => typeof v === 'object' && v !== null && 'held' in v && typeof v.held === 'number';

/** One line for the report, and whether it is a problem the firm must act on. */
export function relayStatusReport(relay: string, status: number, text: string): { line: string; problem: boolean } {
  if (status === 401) return { line: `${relay}/status refused the token (401): compare it with the relay's RELAY_STATUS_TOKEN secret`, problem: true };
  if (status === 404) return { line: `${relay}/status is off (404): set the RELAY_STATUS_TOKEN secret on the relay (relay/README.md)`, problem: true };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  if (status !== 200 || !isStatus(body)) return { line: `${relay}/status answered ${status}, not the relay's status`, problem: true };
  const last = `last delivery ${body.lastDeliveryAt ?? 'none yet'}, EmailJS last answered ${body.lastEmailjsStatus ?? 'nothing yet'}`;
  const lost = body.lost > 0 ? `; ${body.lost} lead(s) deleted unsent after RELAY_HOLD_DAYS` : '';
  if (body.held === 0) return { line: `Relay: no lead waiting; ${last}${lost}`, problem: body.lost > 0 };
  return {
    line: `Relay: ${body.held} lead(s) waiting, the oldest for ${body.oldestHeldMinutes ?? 0} min; ${last}${lost}. Check the EmailJS account (quota, Gmail grant).`,
    problem: true,
  };
}

/** Fetches the relay's status with the token and reads it. */
export async function checkRelayStatus(relay: string, token: string): Promise<{ line: string; problem: boolean }> {
  try {
    const res = await fetch(`${relay}/status`, { headers: { Authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(15_000) });
    return relayStatusReport(relay, res.status, await res.text());
  } catch (error) {
    return { line: `${relay}/status could not be reached (${error instanceof Error ? error.message : String(error)})`, problem: true };
  }
}
