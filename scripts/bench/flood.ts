// The flood benchmark: what a script holding everything a browser sees achieves
// against the inbox, without the relay and with it, on this machine (loopback only, bounded
// loops), and what the relay costs a real visitor:
//   1. without the relay: the script posts straight to the mail sink with the public key, while
//      other visitors send their leads; EmailJS's free plan (200 sends a month) is applied to the
//      order the sink received them in, since the sink itself has no quota;
//   2. with the relay (in workerd, scripts/lib/local-relay.ts) and the sink requiring the private
//      key: the same script with the public key, then without proofs, then with a solved proof for
//      every request from one address, and from many addresses, while other visitors send theirs;
//   3. the proof of work's solve time in Chromium at 4x CPU slowdown (a phone), with the forms'
//      own solver and the relay's own challenges;
//   4. the relay's added time per lead (median, loopback), proof of work excluded;
//   5. an EmailJS outage of ten minutes (scaled: a second a minute) during normal traffic: leads
//      sent, held, delivered and lost; a patient address beside other visitors; an IPv6 /64 rotated
//      (the local relay takes CF-Connecting-IP as given, as Cloudflare sets it).
// Runnable alone: `npx tsx scripts/bench/flood.ts`. BENCH_PORT_BASE moves its servers.
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { build } from 'esbuild';
import { parseRelaySettings, type RelayEnv } from '../../relay/settings';
import { CHROMIUM_ARGS, chromiumFor } from '../lib/chromium';
import { startLocalRelay } from '../lib/local-relay';
import { createSink } from '../lib/mail-sink';
import { requestFrom, scriptedLead, solvedProof } from '../lib/scripted-visitor';
import { BUDGETS, BudgetLog } from './budgets';
import { median } from './median';

const SITE = 'https://www.example.org';
const PRIVATE_KEY = randomBytes(16).toString('hex');
/** EmailJS's free plan: sends a month. */
const FREE_QUOTA = 200;
const FLOOD_REQUESTS = 1000;
/** Other visitors' leads during the flood: a busy hour for a firm's site, within the relay's default overall ceiling. */
const VISITORS = 10;
const SOLVE_RUNS = 30;
const STATUS_TOKEN = randomBytes(24).toString('hex');
/** The outage, scaled: one second stands for a minute. */
const OUTAGE_MS = 10_000;
const CPU_SLOWDOWN = 4;

export interface FloodRow {
  scenario: string;
  requests: number;
  delivered: number;
  /** Share of the other visitors' leads, sent during the flood, that reach the inbox. */
  visitorsDelivered: string;
}

export interface OutageRow {
  scenario: string;
  leads: number;
  sent: number;
  held: number;
  refused: number;
  delivered: number;
  /** Held at the end of the run, waiting for the ceiling's window (an hour by default). */
  waiting: number;
  lost: number;
  duplicates: number;
}

export interface FloodResults {
  rows: FloodRow[];
  outage: OutageRow[];
  solveMs: { median: number; p90: number; max: number; maxNumber: number };
  relayAddedMs: number;
}

const emailjsSend = (user: string, email: string, accessToken?: string) =>
  JSON.stringify({
    service_id: 'local_service',
    template_id: 'template_contact',
    user_id: user,
    ...(accessToken ? { accessToken } : {}),
    template_params: { email, message: 'A lead.' },
  });

/** Runs `count` tasks, `width` at a time. */
async function inWaves<T>(count: number, width: number, task: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let start = 0; start < count; start += width) {
    results.push(...(await Promise.all(Array.from({ length: Math.min(width, count - start) }, (_, i) => task(start + i)))));
  }
  return results;
}

async function listen(sink: ReturnType<typeof createSink>, port: number): Promise<string> {
  await new Promise<void>((resolve) => sink.server.listen(port, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(sink.server.address() as AddressInfo).port}`;
}

const share = (arrived: number, sent: number) => `${arrived}/${sent} (${Math.round((arrived / sent) * 100)}%)`;

/** Without the relay: every request carries the public key, which is all EmailJS asks for. */
async function withoutRelay(port: number): Promise<FloodRow> {
  const sink = createSink({ log: () => undefined });
  const url = `${await listen(sink, port)}/api/v1.0/email/send`;
  const visitorAt = new Set(Array.from({ length: VISITORS }, (_, i) => Math.floor(((i + 0.5) * FLOOD_REQUESTS) / VISITORS)));
  await inWaves(FLOOD_REQUESTS, 25, async (i) => {
    if (visitorAt.has(i)) await requestFrom('127.0.0.20', url, { origin: SITE, json: true, body: emailjsSend('local-public-key', `visitor-${i}@example.com`) });
    return requestFrom('127.0.0.9', url, { origin: SITE, json: true, body: emailjsSend('local-public-key', 'flood@example.com') });
  });
  const withinQuota = sink.messages.slice(0, FREE_QUOTA);
  const visitors = withinQuota.filter((m) => m.template_params.email !== 'flood@example.com').length;
  await new Promise((resolve) => sink.server.close(resolve));
  return {
    scenario: `No relay: public key straight to EmailJS (free plan, ${FREE_QUOTA} a month)`,
    requests: FLOOD_REQUESTS,
    delivered: withinQuota.length - visitors,
    visitorsDelivered: share(visitors, VISITORS),
  };
}

const relayEnv = (sink: string, extra: RelayEnv = {}): RelayEnv => ({
  RELAY_ALLOWED_ORIGINS: SITE,
  RELAY_EMAILJS_ORIGIN: sink,
  EMAILJS_PRIVATE_KEY: PRIVATE_KEY,
  RELAY_ALTCHA_HMAC_KEY: randomBytes(32).toString('hex'),
  EMAILJS_PUBLIC_KEY: 'local-public-key',
  EMAILJS_SERVICE_ID: 'local_service',
  EMAILJS_CONTACT_TEMPLATE_ID: 'template_contact',
  EMAILJS_CASE_TEMPLATE_ID: 'template_case',
  RELAY_LEADS_INBOX: 'leads@example.org',
  RELAY_HOLD_KEY: randomBytes(32).toString('hex'),
  RELAY_STATUS_TOKEN: STATUS_TOKEN,
  ...extra,
});

interface Stage {
  sink: ReturnType<typeof createSink>;
  sinkUrl: string;
  relay: string;
  /** Leads the sink kept whose address starts with `prefix`. */
  delivered: (prefix: string) => number;
}

/** A mail sink and a fresh relay in front of it (default settings unless `env` says otherwise), for the time of `run`. */
async function onStage<T>(ports: { sink: number; relay: number }, { privateKey = true, env = {} as RelayEnv }, run: (stage: Stage) => Promise<T>): Promise<T> {
  const sink = createSink({ log: () => undefined, ...(privateKey ? { privateKey: PRIVATE_KEY } : {}) });
  const sinkUrl = await listen(sink, ports.sink);
  const relay = await startLocalRelay({ port: ports.relay, env: relayEnv(sinkUrl, env) });
  const delivered = (prefix: string) => sink.messages.filter((m) => String(m.template_params.email).startsWith(prefix)).length;
  try {
    return await run({ sink, sinkUrl, relay: relay.url, delivered });
  } finally {
    await relay.dispose();
    await new Promise((resolve) => sink.server.close(resolve));
  }
}

/**
 * A flood of leads with a solved proof each, from `floodFrom(i)`, and the other visitors' leads
 * spread through it, each from an address of its own. Bounded: every request costs the script a solve.
 */
async function solvedFlood(stage: Stage, scenario: string, floodFrom: (i: number) => string, visitorNet: string): Promise<FloodRow> {
  const floodRequests = 200;
  const visitorAt = new Set(Array.from({ length: VISITORS }, (_, i) => Math.floor(((i + 0.5) * floodRequests) / VISITORS)));
  const send = async (from: string, email: string) =>
    requestFrom(from, `${stage.relay}/lead`, { origin: SITE, body: scriptedLead(email, await solvedProof(stage.relay, from, SITE)) });
  await inWaves(floodRequests, 10, async (i) => {
    if (visitorAt.has(i)) await send(`${visitorNet}.${i}`, `visitor-${visitorNet}-${i}@example.com`);
    return send(floodFrom(i), 'flood@example.com');
  });
  return {
    scenario,
    requests: floodRequests,
    delivered: stage.delivered('flood@'),
    visitorsDelivered: share(stage.delivered(`visitor-${visitorNet}-`), VISITORS),
  };
}

/** With the relay, its default limits and proof of work, and the sink requiring the private key. */
async function withRelay(ports: { sink: number; relay: number }): Promise<FloodRow[]> {
  const rows = await onStage(ports, {}, async ({ sinkUrl, relay, delivered }) => {
    const direct = await inWaves(FLOOD_REQUESTS, 25, () =>
      requestFrom('127.0.0.9', `${sinkUrl}/api/v1.0/email/send`, { origin: SITE, json: true, body: emailjsSend('local-public-key', 'direct@example.com') }),
    );
    const forged = btoa(JSON.stringify({ algorithm: 'SHA-256', challenge: '0'.repeat(64), number: 1, salt: 'x&', signature: '0'.repeat(64) }));
    const proofless = await inWaves(FLOOD_REQUESTS, 25, (i) =>
      requestFrom('127.0.0.9', `${relay}/lead`, { origin: SITE, body: scriptedLead('proofless@example.com', i % 2 ? forged : '') }),
    );
    return [
      {
        scenario: 'Relay: public key straight to EmailJS ("Use Private Key" on)',
        requests: direct.length,
        delivered: delivered('direct@'),
        visitorsDelivered: '-',
      },
      { scenario: 'Relay: no valid proof of work', requests: proofless.length, delivered: delivered('proofless@'), visitorsDelivered: '-' },
    ];
  });
  rows.push(await onStage(ports, {}, (stage) => solvedFlood(stage, 'Relay: solved proofs, one address', () => '127.0.0.9', '127.0.1')));
  // What the overall ceiling is for: solved proofs from many addresses (a botnet), on a fresh relay.
  rows.push(await onStage(ports, {}, (stage) => solvedFlood(stage, 'Relay: solved proofs, 50 addresses', (i) => `127.0.2.${i % 50}`, '127.0.3')));
  return rows;
}

/** Polls until `done` is true or `ms` pass (the relay delivers held leads by its own alarm). */
async function until(done: () => Promise<boolean>, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (!(await done()) && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 200));
}

const heldNow = async (relay: string) =>
  (JSON.parse((await fetch(`${relay}/status`, { headers: { Authorization: `Bearer ${STATUS_TOKEN}` } }).then((r) => r.text())) || '{}') as { held?: number })
    .held ?? 0;

/** Leads from `count` visitors, each from its own address or `from(i)`, tallied by the relay's answers and the sink's arrivals. */
async function tally(stage: Stage, scenario: string, count: number, send: (i: number) => Promise<{ body: string }>, waitMs: number): Promise<OutageRow> {
  const answers = [];
  for (let i = 0; i < count; i += 1) answers.push(JSON.parse((await send(i)).body) as { ok: boolean; delivery?: string; reference?: string });
  await until(async () => (await heldNow(stage.relay)) === 0, waitMs);
  const accepted = answers.filter((a) => a.ok);
  const references = stage.sink.messages.map((m) => String(m.template_params.reference));
  const distinct = new Set(references);
  const waiting = await heldNow(stage.relay);
  const delivered = accepted.filter((a) => distinct.has(String(a.reference))).length;
  return {
    scenario,
    leads: count,
    sent: answers.filter((a) => a.delivery === 'sent').length,
    held: answers.filter((a) => a.delivery === 'held').length,
    refused: answers.filter((a) => !a.ok).length,
    delivered,
    waiting,
    lost: accepted.length - delivered - waiting,
    duplicates: references.length - distinct.size,
  };
}

/** The hold-and-deliver scenarios: an outage, a patient address, a rotated IPv6 /64. */
async function holdScenarios(ports: { sink: number; relay: number }): Promise<OutageRow[]> {
  const lead = async (stage: Stage, from: string, email: string, headers: Record<string, string> = {}) =>
    requestFrom(from, `${stage.relay}/lead`, { origin: SITE, headers, body: scriptedLead(email, await solvedProof(stage.relay, from, SITE)) });
  const env = { RELAY_RETRY_AFTER: '1s,2s,5s', RELAY_LIMIT_OVERALL: '400/60' };
  const outage = await onStage(ports, { env }, (stage) => {
    // Normal traffic, a lead every half second (scaled), with EmailJS answering 503 for ten (scaled) minutes in the middle.
    const start = Date.now();
    return tally(
      stage,
      'EmailJS outage of 10 min (scaled) during normal traffic',
      40,
      async (i) => {
        const elapsed = Date.now() - start;
        stage.sink.setMode(
          elapsed > 5_000 && elapsed < 5_000 + OUTAGE_MS ? { mode: 'fail', status: 503, text: 'Service Unavailable' } : { mode: 'ok', status: 200, text: '' },
        );
        const answer = await lead(stage, `127.0.4.${i + 1}`, `outage-${i}@example.com`);
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, (i + 1) * 500 - (Date.now() - start))));
        return answer;
      },
      60_000,
    );
  });
  const patient = await onStage(ports, {}, (stage) =>
    // Default limits: a script from one address sends 10 leads, then 20 other visitors send theirs.
    tally(
      stage,
      'A patient address (10 leads), then 20 visitors (default limits)',
      30,
      (i) => (i < 10 ? lead(stage, '127.0.5.1', 'patient@example.com') : lead(stage, `127.0.5.${i + 10}`, `beside-${i}@example.com`)),
      2_000,
    ),
  );
  const rotation = await onStage(ports, {}, (stage) =>
    tally(
      stage,
      'One IPv6 /64, a new address for each of 50 leads',
      50,
      (i) => lead(stage, '127.0.6.1', 'rotation@example.com', { 'CF-Connecting-IP': `2001:db8:77:1:${(i + 1).toString(16)}::1` }),
      2_000,
    ),
  );
  return [outage, patient, rotation];
}

/** The relay's added time per lead: a lead through the relay against the same send straight to the sink, proof excluded. */
function addedTime(ports: { sink: number; relay: number }): Promise<number> {
  return onStage(ports, { privateKey: false, env: { RELAY_LIMIT_PER_ADDRESS: '1000/60', RELAY_LIMIT_OVERALL: '4000/60' } }, async ({ sinkUrl, relay }) => {
    const through: number[] = [];
    const straight: number[] = [];
    for (let i = 0; i < 25; i += 1) {
      const body = scriptedLead(`timed-${i}@example.com`, await solvedProof(relay, '127.0.0.5', SITE));
      let t = performance.now();
      await requestFrom('127.0.0.5', `${relay}/lead`, { origin: SITE, body });
      through.push(performance.now() - t);
      t = performance.now();
      await requestFrom('127.0.0.5', `${sinkUrl}/api/v1.0/email/send`, {
        origin: SITE,
        json: true,
        body: emailjsSend('local-public-key', `timed-${i}@example.com`),
      });
      straight.push(performance.now() - t);
    }
    return Math.round((median(through) - median(straight)) * 10) / 10;
  });
}

/** The forms' solver (altcha-lib's, as lib/leads/relay-client.ts uses it) as a script to put in a page. */
async function solverScript(): Promise<string> {
  const result = await build({
    stdin: {
      contents:
        "import { solveChallenge } from 'altcha-lib'; import { deriveKey } from 'altcha-lib/algorithms/web/sha'; (globalThis as typeof globalThis & { __solve?: unknown }).__solve = (challenge: Parameters<typeof solveChallenge>[0]['challenge']) => solveChallenge({ challenge, deriveKey });",
      loader: 'ts',
      resolveDir: process.cwd(),
    },
    bundle: true,
    format: 'iife',
    platform: 'browser',
    minify: true,
    write: false,
  });
  return result.outputFiles[0]!.text;
}

/** Solve times in Chromium at 4x CPU slowdown, for challenges the relay made with its default range. */
function solveTimes(ports: { sink: number; relay: number }): Promise<FloodResults['solveMs']> {
  return onStage(ports, { privateKey: false }, async ({ sinkUrl, relay }) => {
    const executablePath = chromiumFor(chromium);
    if (!executablePath) throw new Error('no Chromium found');
    const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
    try {
      const page = await browser.newPage();
      // The relay's own origin: a secure context (loopback), as the site's pages are.
      await page.goto(`${relay}/`);
      await page.addScriptTag({ content: await solverScript() });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      const times: number[] = [];
      for (let i = 0; i < SOLVE_RUNS; i += 1) {
        const challenge = JSON.parse((await requestFrom('127.0.0.1', `${relay}/challenge`, { origin: SITE })).body) as Record<string, unknown>;
        times.push(
          await page.evaluate(async (c) => {
            const solve = (globalThis as unknown as { __solve: (challenge: unknown) => Promise<unknown> }).__solve;
            const start = performance.now();
            await solve(c);
            return performance.now() - start;
          }, challenge),
        );
      }
      times.sort((a, b) => a - b);
      const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))]!);
      return {
        median: Math.round(median(times)),
        p90: at(0.9),
        max: Math.round(times.at(-1)!),
        maxNumber: parseRelaySettings(relayEnv(sinkUrl)).pow.maxNumber,
      };
    } finally {
      await browser.close();
    }
  });
}

export async function floodReport(budgets: BudgetLog, portBase: number): Promise<FloodResults> {
  const ports = { sink: portBase, relay: portBase + 1 };
  const rows = [await withoutRelay(ports.sink), ...(await withRelay(ports))];
  const outage = await holdScenarios(ports);
  const solveMs = await solveTimes(ports);
  budgets.record('Proof of work, 90th percentile solve at 4x CPU', solveMs.p90, `≤ ${BUDGETS.powSolveMs}`, solveMs.p90 <= BUDGETS.powSolveMs, 'ms');
  const relayAddedMs = await addedTime(ports);
  return { rows, outage, solveMs, relayAddedMs };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const budgets = new BudgetLog();
  floodReport(budgets, (Number(process.env.BENCH_PORT_BASE) || 4400) + 22).then(
    (results) => {
      console.table(results.rows);
      console.table(results.outage);
      console.log(
        `Proof-of-work solve at ${CPU_SLOWDOWN}x CPU (${SOLVE_RUNS} runs, range ${results.solveMs.maxNumber}): median ${results.solveMs.median} ms, 90th percentile ${results.solveMs.p90} ms, slowest ${results.solveMs.max} ms`,
      );
      console.log(`The relay's added time per lead (loopback, median): ${results.relayAddedMs} ms`);
      process.exit(budgets.results.every((b) => b.pass) ? 0 : 1);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(2);
    },
  );
}
