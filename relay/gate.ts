// Who may send now: each solved challenge once, each address at most its share, everyone together
// at most the overall ceiling. The rules are written once, over a small key-value store, so the
// Durable Object on Cloudflare (relay/worker.ts) and the in-memory store of another host or a test
// keep the same books.
import type { RelayLimits } from './settings';

/** The little of a key-value store the gate needs: a Durable Object's storage has it, so does a Map. */
export interface GateStore {
  get<T>(key: string): Promise<T | undefined>;
  put(key: string, value: unknown): Promise<void>;
  delete(key: string): Promise<unknown>;
  list(options: { prefix: string }): Promise<Map<string, unknown>>;
}

export interface Admission {
  /** Identifies the solved challenge (its signature). */
  proofId: string;
  /** Unix ms after which the challenge is refused anyway, so it need not be remembered longer. */
  proofExpiresAt: number;
  /** A keyed hash of the client's address, never the address itself. */
  address: string;
  now: number;
}

export type Verdict = 'admitted' | 'spent' | 'address-limit' | 'overall-limit';

/** Anything that decides admissions: the Durable Object's stub, or MemoryGate. */
export interface LeadGate {
  admit(admission: Admission): Promise<Verdict>;
}

const PROOF = 'proof:';
const ADDRESS = 'address:';
const OVERALL = 'overall';

const within = (times: readonly number[] | undefined, now: number, ms: number) => (times ?? []).filter((t) => t > now - ms);

/**
 * Decides one lead and records it. The proof is spent whatever the verdict, so a refused lead
 * cannot try the same proof again; only an admitted lead counts against the limits, so a flood
 * from one address uses that address's share and nothing of anyone else's.
 */
export async function admit(store: GateStore, limits: RelayLimits, { proofId, proofExpiresAt, address, now }: Admission): Promise<Verdict> {
  if ((await store.get(PROOF + proofId)) !== undefined) return 'spent';
  await store.put(PROOF + proofId, proofExpiresAt);
  const fromAddress = within(await store.get<number[]>(ADDRESS + address), now, limits.perAddress.ms);
  if (fromAddress.length >= limits.perAddress.count) return 'address-limit';
  const overall = within(await store.get<number[]>(OVERALL), now, limits.overall.ms);
  if (overall.length >= limits.overall.count) return 'overall-limit';
  await store.put(ADDRESS + address, [...fromAddress, now]);
  await store.put(OVERALL, [...overall, now]);
  return 'admitted';
}

/** Forgets what no longer matters: expired challenges and addresses with nothing in their window. */
export async function sweep(store: GateStore, limits: RelayLimits, now: number): Promise<void> {
  for (const [key, expiresAt] of await store.list({ prefix: PROOF })) {
    if (typeof expiresAt !== 'number' || expiresAt < now) await store.delete(key);
  }
  for (const [key, times] of await store.list({ prefix: ADDRESS })) {
    if (!Array.isArray(times) || within(times as number[], now, limits.perAddress.ms).length === 0) await store.delete(key);
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
 * The gate in one process's memory, for a host with a single long-lived instance and for tests.
 * Admissions run one after another, as in a Durable Object, so two leads never read the same count.
 */
export class MemoryGate implements LeadGate {
  private queue: Promise<unknown> = Promise.resolve();
  constructor(
    private readonly limits: RelayLimits,
    private readonly store: GateStore = memoryStore(),
  ) {}

  admit(admission: Admission): Promise<Verdict> {
    const next = this.queue.then(async () => {
      await sweep(this.store, this.limits, admission.now);
      return admit(this.store, this.limits, admission);
    });
    this.queue = next.catch(() => undefined);
    return next;
  }
}
