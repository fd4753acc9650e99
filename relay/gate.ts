// The relay's books: who may send now, and the leads waiting to be delivered. Each solved
// challenge is good once; each address gets at most its share; a lead EmailJS does not accept, or
// one that finds the overall ceiling reached, is held (encrypted) and delivered later, in order, by
// the alarm. Written once over a small key-value store and an alarm, so the Durable Object on
// Cloudflare (relay/worker.ts) and MemoryGate (another host, the tests) keep the same books.
import type { RelayRefusal } from '../lib/leads/relay-contract';
import type { ReadyLead } from './emailjs';
import { holdKey, seal, unseal, type Sealed } from './seal';
import type { HoldSettings } from './settings';

/** The little of a key-value store the gate needs: a Durable Object's storage has it, so does a Map. */
export interface GateStore {
  get<T>(key: string): Promise<T | undefined>;
  put(key: string, value: unknown): Promise<void>;
  delete(key: string): Promise<unknown>;
  list(options: { prefix: string }): Promise<Map<string, unknown>>;
}

/** What the books need from their host besides storage. */
export interface GateHost {
  store: GateStore;
  getAlarm(): Promise<number | null>;
  setAlarm(at: number): Promise<void>;
  now(): number;
  /** EmailJS's status for one send; 0 for no answer. */
  send(lead: ReadyLead): Promise<number>;
  /** Tells the firm (RELAY_ALERT_WEBHOOK): counts and times only. */
  alert(message: RelayAlert): Promise<void>;
  log(line: string): void;
}

export interface Submission {
  /** Identifies the solved challenge (its signature). */
  proofId: string;
  /** Unix ms after which the challenge is refused anyway, so it need not be remembered longer. */
  proofExpiresAt: number;
  /** A keyed hash of the client's address (IPv6 by its /64), never the address itself. */
  address: string;
  lead: ReadyLead;
}

export type Outcome = { delivery: 'sent' | 'held' } | { refusal: RelayRefusal; retryAfterMs?: number };

/** What GET /status shows the firm: counts and times, nothing about a visitor. */
export interface RelayStatus {
  held: number;
  oldestHeldAt: string | null;
  oldestHeldMinutes: number | null;
  lastDeliveryAt: string | null;
  /** EmailJS's last answer; 0 when it did not answer. */
  lastEmailjsStatus: number | null;
  /** Leads deleted unsent after RELAY_HOLD_DAYS, since the relay was deployed. */
  lost: number;
}

export interface RelayAlert {
  text: string;
  event: 'held' | 'resumed' | 'lost';
  held: number;
  oldestHeldAt: string | null;
  delivered?: number;
  lost?: number;
}

/** Anything that decides and delivers leads: the Durable Object's stub, or MemoryGate. */
export interface LeadGate {
  submit(submission: Submission): Promise<Outcome>;
  status(): Promise<RelayStatus>;
}

interface Held {
  heldAt: number;
  sealed: Sealed;
}

interface Meta {
  held: number;
  /** The number of the last lead held. */
  seq: number;
  /** EmailJS failures in a row, and when the last was. */
  failures: number;
  lastFailureAt: number;
  /** A lead was held behind a failing queue since the last try: try again at the first step. */
  waiting: boolean;
  lastDeliveryAt: number | null;
  lastStatus: number | null;
  /** The firm has been told that leads wait, and not yet that delivery resumed. */
  alerted: boolean;
  lost: number;
  sweepAt: number | null;
}

const PROOF = 'proof:';
const ADDRESS = 'address:';
const OVERALL = 'overall';
const HELD = 'held:';
const META = 'meta';

/** How often the books forget expired challenges, quiet addresses and old ceiling times. */
export const SWEEP_EVERY_MS = 10 * 60_000;

const EMPTY_META: Meta = {
  held: 0,
  seq: 0,
  failures: 0,
  lastFailureAt: 0,
  waiting: false,
  lastDeliveryAt: null,
  lastStatus: null,
  alerted: false,
  lost: 0,
  sweepAt: null,
};

const within = (times: readonly number[] | undefined, now: number, ms: number) => (times ?? []).filter((t) => t > now - ms);
const withoutOne = (times: readonly number[], t: number) => {
  const i = times.indexOf(t);
  return i < 0 ? [...times] : [...times.slice(0, i), ...times.slice(i + 1)];
};
const iso = (t: number | null) => (t === null ? null : new Date(t).toISOString());

/**
 * EmailJS's answers a later try can fix: its quota (429), the mail account's grant (412), the
 * account's settings (402, 403), its own trouble (5xx) and no answer (0). A 400 or 413 is the
 * lead itself and would be refused again.
 */
const worthHolding = (status: number) => status !== 400 && status !== 413;
const refusalFor = (status: number): RelayRefusal => (status === 413 ? 'too-large' : 'rejected');

/** Runs one piece of bookkeeping at a time, so two leads never read the same count. */
class Lock {
  private tail: Promise<unknown> = Promise.resolve();
  run<T>(fn: () => Promise<T>): Promise<T> {
    const next = this.tail.then(fn);
    this.tail = next.catch(() => undefined);
    return next;
  }
}

export class Gate implements LeadGate {
  private readonly lock = new Lock();
  private key: Promise<CryptoKey> | undefined;
  private delivering = false;

  constructor(
    private readonly settings: HoldSettings,
    private readonly host: GateHost,
  ) {}

  private cryptoKey() {
    this.key ??= holdKey(this.settings.hold.key);
    return this.key;
  }

  private async meta(): Promise<Meta> {
    return { ...EMPTY_META, ...(await this.host.store.get<Meta>(META)) };
  }

  private async hold(meta: Meta, lead: ReadyLead, now: number): Promise<void> {
    // Numbered in the order they came, so they leave in that order.
    meta.seq += 1;
    const key = `${HELD}${String(meta.seq).padStart(12, '0')}`;
    await this.host.store.put(key, { heldAt: now, sealed: await seal(await this.cryptoKey(), lead) } satisfies Held);
    meta.held += 1;
  }

  private async overallFull(now: number): Promise<boolean> {
    return within(await this.host.store.get<number[]>(OVERALL), now, this.settings.limits.overall.ms).length >= this.settings.limits.overall.count;
  }

  private async release(key: string, t: number): Promise<void> {
    await this.host.store.put(key, withoutOne((await this.host.store.get<number[]>(key)) ?? [], t));
  }

  async submit({ proofId, proofExpiresAt, address, lead }: Submission): Promise<Outcome> {
    const { store } = this.host;
    const { limits, hold } = this.settings;
    const now = this.host.now();
    const first = await this.lock.run(async (): Promise<Outcome | 'send'> => {
      if ((await store.get(PROOF + proofId)) !== undefined) return { refusal: 'proof' };
      await store.put(PROOF + proofId, proofExpiresAt);
      const meta = await this.meta();
      const fromAddress = within(await store.get<number[]>(ADDRESS + address), now, limits.perAddress.ms);
      if (fromAddress.length >= limits.perAddress.count) {
        await this.finish(meta, now);
        return { refusal: 'rate-limit', retryAfterMs: (fromAddress[0] ?? now) + limits.perAddress.ms - now };
      }
      if (meta.held >= hold.max) {
        this.host.log(`relay: ${meta.held} leads held, the most RELAY_HOLD_MAX allows; a lead was refused`);
        await this.finish(meta, now);
        return { refusal: 'rate-limit' };
      }
      // Counted now so two leads at once cannot both pass; taken back if the lead is refused.
      await store.put(ADDRESS + address, [...fromAddress, now]);
      // Behind leads already waiting, or above the ceiling: held, so leads leave in order.
      if (meta.held > 0 || (await this.overallFull(now))) {
        await this.hold(meta, lead, now);
        if (meta.failures > 0) meta.waiting = true;
        await this.finish(meta, now);
        return { delivery: 'held' };
      }
      await store.put(OVERALL, [...((await store.get<number[]>(OVERALL)) ?? []), now]);
      await this.finish(meta, now);
      return 'send';
    });
    if (first !== 'send') return first;

    const status = await this.host.send(lead);
    return this.lock.run(async () => {
      const meta = await this.meta();
      meta.lastStatus = status;
      if (status === 200) {
        meta.lastDeliveryAt = this.host.now();
        meta.failures = 0;
        await this.finish(meta, now);
        return { delivery: 'sent' };
      }
      await this.release(OVERALL, now);
      if (worthHolding(status) && meta.held < hold.max) {
        await this.hold(meta, lead, now);
        meta.failures += 1;
        meta.lastFailureAt = this.host.now();
        this.host.log(`relay: EmailJS answered ${status || 'nothing'}; lead held; ${meta.held} held`);
        await this.finish(meta, now);
        return { delivery: 'held' };
      }
      // Refused: it does not count against the visitor.
      await this.release(ADDRESS + address, now);
      this.host.log(`relay: EmailJS answered ${status || 'nothing'}; lead refused`);
      await this.finish(meta, now);
      return worthHolding(status) ? { refusal: 'rate-limit' } : { refusal: refusalFor(status) };
    });
  }

  async status(): Promise<RelayStatus> {
    const now = this.host.now();
    const meta = await this.meta();
    const oldest = meta.held > 0 ? await this.oldest() : null;
    return {
      held: meta.held,
      oldestHeldAt: iso(oldest),
      oldestHeldMinutes: oldest === null ? null : Math.floor((now - oldest) / 60_000),
      lastDeliveryAt: iso(meta.lastDeliveryAt),
      lastEmailjsStatus: meta.lastStatus,
      lost: meta.lost,
    };
  }

  private async heldLeads(): Promise<[string, Held][]> {
    const entries = [...(await this.host.store.list({ prefix: HELD }))] as [string, Held][];
    return entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  }

  private async oldest(): Promise<number | null> {
    const [head] = await this.heldLeads();
    return head ? head[1].heldAt : null;
  }

  /** How long after the last failure the next try comes: the schedule's step, or its first when a new lead waits. */
  private retryStep(meta: Meta): number {
    const steps = this.settings.hold.retryAfterMs;
    return (meta.waiting ? steps[0] : steps[Math.min(meta.failures, steps.length) - 1]) ?? 60_000;
  }

  /** Saves the books and sets the alarm for the next thing due (a sweep while anything is kept). */
  private async finish(meta: Meta, now: number, wrote = true): Promise<void> {
    const { hold, alert, limits } = this.settings;
    if (wrote) meta.sweepAt ??= now + SWEEP_EVERY_MS;
    await this.host.store.put(META, meta);
    const due = meta.sweepAt === null ? [] : [meta.sweepAt];
    const oldest = meta.held > 0 ? await this.oldest() : null;
    if (oldest !== null) {
      due.push(oldest + hold.maxAgeMs);
      if (!meta.alerted) due.push(oldest + alert.afterMs);
      if (meta.failures > 0) {
        due.push(meta.lastFailureAt + this.retryStep(meta));
      } else {
        const times = within(await this.host.store.get<number[]>(OVERALL), now, limits.overall.ms);
        due.push(times.length < limits.overall.count ? now : times[times.length - limits.overall.count]! + limits.overall.ms);
      }
    }
    if (due.length === 0) return;
    const next = Math.max(now, Math.min(...due));
    if ((await this.host.getAlarm()) !== next) await this.host.setAlarm(next);
  }

  /** Forgets what no longer matters: expired challenges, quiet addresses, old ceiling times. Whether anything is left. */
  private async sweep(now: number): Promise<boolean> {
    const { store } = this.host;
    const { limits } = this.settings;
    for (const [key, expiresAt] of await store.list({ prefix: PROOF })) {
      if (typeof expiresAt !== 'number' || expiresAt < now) await store.delete(key);
    }
    for (const [key, times] of await store.list({ prefix: ADDRESS })) {
      if (!Array.isArray(times) || within(times as number[], now, limits.perAddress.ms).length === 0) await store.delete(key);
    }
    const overall = within(await store.get<number[]>(OVERALL), now, limits.overall.ms);
    if (overall.length === 0) await store.delete(OVERALL);
    else await store.put(OVERALL, overall);
    const left = await Promise.all([PROOF, ADDRESS, OVERALL].map(async (prefix) => (await store.list({ prefix })).size));
    return left.some((n) => n > 0);
  }

  /** The alarm: sweeps, deletes leads held too long, delivers what is due in order, tells the firm. */
  async alarm(): Promise<void> {
    if (this.delivering) return;
    this.delivering = true;
    try {
      await this.deliverDue();
    } finally {
      this.delivering = false;
    }
  }

  private async deliverDue(): Promise<void> {
    const { store } = this.host;
    const { hold, alert } = this.settings;
    const now = this.host.now();
    let lostNow = 0;
    await this.lock.run(async () => {
      const meta = await this.meta();
      if (meta.sweepAt !== null && meta.sweepAt <= now) meta.sweepAt = (await this.sweep(now)) ? now + SWEEP_EVERY_MS : null;
      for (const [key, held] of await this.heldLeads()) {
        if (held.heldAt + hold.maxAgeMs > now) break;
        await store.delete(key);
        meta.held -= 1;
        lostNow += 1;
      }
      meta.lost += lostNow;
      await store.put(META, meta);
    });
    if (lostNow > 0) {
      this.host.log(`relay: ${lostNow} held leads deleted unsent after RELAY_HOLD_DAYS`);
      await this.tell('lost', { lost: lostNow });
    }

    let delivered = 0;
    for (;;) {
      const next = await this.lock.run(async () => {
        const meta = await this.meta();
        const retryDue = meta.failures === 0 || meta.lastFailureAt + this.retryStep(meta) <= now;
        const [head] = await this.heldLeads();
        if (!head || !retryDue || (await this.overallFull(this.host.now()))) return undefined;
        const sentAt = this.host.now();
        await store.put(OVERALL, [...((await store.get<number[]>(OVERALL)) ?? []), sentAt]);
        return { key: head[0], held: head[1], sentAt };
      });
      if (!next) break;
      const lead = (await unseal(await this.cryptoKey(), next.held.sealed)) as ReadyLead | undefined;
      const status = lead ? await this.host.send(lead) : 200;
      const ok = await this.lock.run(async () => {
        const meta = await this.meta();
        if (!lead) {
          // Sealed with another RELAY_HOLD_KEY: it can never be opened, so it is lost, not retried.
          await store.delete(next.key);
          await this.release(OVERALL, next.sentAt);
          meta.held -= 1;
          meta.lost += 1;
          this.host.log('relay: a held lead could not be decrypted (RELAY_HOLD_KEY changed?) and was deleted');
          await store.put(META, meta);
          return true;
        }
        meta.lastStatus = status;
        meta.waiting = false;
        if (status === 200) {
          await store.delete(next.key);
          meta.held -= 1;
          meta.failures = 0;
          meta.lastDeliveryAt = this.host.now();
          delivered += 1;
        } else {
          await this.release(OVERALL, next.sentAt);
          meta.failures += 1;
          meta.lastFailureAt = this.host.now();
          this.host.log(`relay: EmailJS answered ${status || 'nothing'} to a retry (${meta.failures} in a row); ${meta.held} held`);
        }
        await store.put(META, meta);
        return status === 200;
      });
      if (!ok) break;
    }
    if (delivered > 0) this.host.log(`relay: ${delivered} held leads delivered`);

    await this.lock.run(async () => {
      const meta = await this.meta();
      const oldest = meta.held > 0 ? await this.oldest() : null;
      if (meta.alerted && delivered > 0) {
        meta.alerted = false;
        await this.tell('resumed', { delivered }, meta, oldest);
      }
      if (!meta.alerted && oldest !== null && oldest + alert.afterMs <= this.host.now()) {
        meta.alerted = true;
        await this.tell('held', {}, meta, oldest);
      }
      await this.finish(meta, this.host.now(), false);
    });
  }

  private async tell(event: RelayAlert['event'], extra: { delivered?: number; lost?: number }, given?: Meta, oldestGiven?: number | null): Promise<void> {
    const meta = given ?? (await this.meta());
    const oldest = oldestGiven === undefined ? (meta.held > 0 ? await this.oldest() : null) : oldestGiven;
    const since = oldest === null ? '' : `, the oldest since ${iso(oldest)}`;
    const text = {
      held: `Lead relay: ${meta.held} lead(s) waiting to be delivered${since}; EmailJS last answered ${meta.lastStatus || 'nothing'}.`,
      resumed: `Lead relay: delivery resumed, ${extra.delivered ?? 0} held lead(s) delivered; ${meta.held} still waiting.`,
      lost: `Lead relay: ${extra.lost ?? 0} held lead(s) deleted unsent after the holding time; ${meta.held} still waiting.`,
    }[event];
    try {
      await this.host.alert({ text, event, held: meta.held, oldestHeldAt: iso(oldest), ...extra });
    } catch {
      this.host.log(`relay: the alert webhook could not be reached (${event})`);
    }
  }
}

/** A Map as a GateStore. */
export function memoryStore(map = new Map<string, unknown>()): GateStore {
  return {
    get: async <T>(key: string) => map.get(key) as T | undefined,
    put: async (key, value) => void map.set(key, value),
    delete: async (key) => map.delete(key),
    list: async ({ prefix }) => new Map([...map].filter(([key]) => key.startsWith(prefix))),
  };
}

/**
 * The books in one process's memory, for a host with a single long-lived instance and for tests.
 * Its alarm is only a time (`alarmAt`): the host calls `alarm()` when it comes.
 */
export class MemoryGate extends Gate {
  alarmAt: number | null = null;
  constructor(settings: HoldSettings, host: Omit<GateHost, 'store' | 'getAlarm' | 'setAlarm'>, store: GateStore = memoryStore()) {
    super(settings, {
      ...host,
      store,
      getAlarm: async () => this.alarmAt,
      setAlarm: async (at) => void (this.alarmAt = at),
    });
  }

  /** As a Durable Object's alarm, it is spent once it runs, unless the run sets another. */
  override async alarm(): Promise<void> {
    this.alarmAt = null;
    await super.alarm();
  }
}
