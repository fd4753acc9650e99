// The relay on Cloudflare Workers: the only file that knows Cloudflare. It reads the bindings
// (settings and secrets, the Durable Object), the client's address (CF-Connecting-IP, which
// Cloudflare sets and a client cannot), and hands the request to the plain handler.
import { admit, sweep, type Admission, type GateStore, type LeadGate, type Verdict } from './gate';
import { handleLead } from './handler';
import { parseRelaySettings, type RelayEnv, type RelaySettings } from './settings';

// The few Workers types used here, written out so the rest of the project keeps the DOM's.
interface DurableObjectStorage extends GateStore {
  getAlarm(): Promise<number | null>;
  setAlarm(when: number): Promise<void>;
}
interface DurableObjectState {
  storage: DurableObjectStorage;
}
interface DurableObjectStub {
  fetch(url: string, init: RequestInit): Promise<Response>;
}
interface DurableObjectNamespace {
  idFromName(name: string): unknown;
  get(id: unknown): DurableObjectStub;
}

interface Env extends RelayEnv {
  LEAD_GATE: DurableObjectNamespace;
}

/** How often the gate forgets expired challenges and quiet addresses. */
const SWEEP_EVERY_MS = 10 * 60_000;

let cached: { env: Env; settings: RelaySettings } | undefined;
const settingsOf = (env: Env) => {
  if (cached?.env !== env) cached = { env, settings: parseRelaySettings(env) };
  return cached.settings;
};

/**
 * One gate for the whole relay: a lead site's traffic is small, and a single object sees every
 * lead in order, so no two requests read the same count.
 */
function durableGate(env: Env): LeadGate {
  const stub = env.LEAD_GATE.get(env.LEAD_GATE.idFromName('lead-gate'));
  return {
    async admit(admission) {
      const answer = await stub.fetch('https://lead-gate/admit', { method: 'POST', body: JSON.stringify(admission) });
      return (await answer.json()) as Verdict;
    },
  };
}

export class LeadGateObject {
  constructor(
    private readonly state: DurableObjectState,
    private readonly env: Env,
  ) {}

  async fetch(request: Request): Promise<Response> {
    const admission = (await request.json()) as Admission;
    const settings = settingsOf(this.env);
    const verdict = await admit(this.state.storage, settings.limits, admission);
    if ((await this.state.storage.getAlarm()) === null) await this.state.storage.setAlarm(Date.now() + SWEEP_EVERY_MS);
    return Response.json(verdict);
  }

  async alarm(): Promise<void> {
    await sweep(this.state.storage, settingsOf(this.env).limits, Date.now());
  }
}

const worker = {
  async fetch(request: Request, env: Env): Promise<Response> {
    return handleLead(request, {
      settings: settingsOf(env),
      gate: durableGate(env),
      fetch: (input, init) => fetch(input, init),
      clientAddress: (r) => r.headers.get('CF-Connecting-IP') ?? undefined,
      now: () => Date.now(),
    });
  },
};

export default worker;
