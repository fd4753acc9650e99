// The relay on Cloudflare Workers: the only file that knows Cloudflare. It reads the bindings
// (settings and secrets, the Durable Object, the rate-limiting binding), the client's address
// (CF-Connecting-IP, which Cloudflare sets and a client cannot), and hands the request to the plain
// handler. Types come from `npm run relay:types` (wrangler types), never written by hand.
import { DurableObject } from 'cloudflare:workers';
import { sendToEmailjs } from './emailjs';
import { Gate, type LeadGate, type RelayAlert, type Submission } from './gate';
import { handleLead } from './handler';
import { parseRelaySettings, type RelayEnv, type RelaySettings } from './settings';

type RelayBindings = Env & RelayEnv;

let cached: { env: RelayBindings; settings: RelaySettings } | undefined;
const settingsOf = (env: RelayBindings) => {
  if (cached?.env !== env) cached = { env, settings: parseRelaySettings(env) };
  return cached.settings;
};

/** Posts an alert to the firm's webhook; Slack, Teams, Discord and ntfy read `text`. */
async function postAlert(webhook: string | undefined, message: RelayAlert): Promise<void> {
  if (!webhook) return;
  const answer = await fetch(webhook, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(message) });
  await answer.body?.cancel();
  if (!answer.ok) console.log(`relay: the alert webhook answered ${answer.status}`);
}

/**
 * One object for the whole relay: a lead site's traffic is small, and a single object sees every
 * lead in order, so no two requests read the same count and held leads leave in the order they came.
 */
export class LeadGateObject extends DurableObject<RelayBindings> implements LeadGate {
  private readonly gate: Gate;

  constructor(ctx: DurableObjectState, env: RelayBindings) {
    super(ctx, env);
    const settings = settingsOf(env);
    this.gate = new Gate(settings, {
      store: ctx.storage,
      getAlarm: () => ctx.storage.getAlarm(),
      setAlarm: (at) => ctx.storage.setAlarm(at),
      now: () => Date.now(),
      send: (lead) => sendToEmailjs((input, init) => fetch(input, init), settings.emailjs, lead),
      alert: (message) => postAlert(settings.alert.webhook, message),
      log: (line) => console.log(line),
    });
  }

  submit(submission: Submission) {
    return this.gate.submit(submission);
  }

  status() {
    return this.gate.status();
  }

  async alarm(): Promise<void> {
    await this.gate.alarm();
  }
}

export default {
  async fetch(request, env): Promise<Response> {
    const bindings = env as RelayBindings;
    const limiter = bindings.ADDRESS_LIMIT as RateLimit | undefined;
    return handleLead(request, {
      settings: settingsOf(bindings),
      gate: bindings.LEAD_GATE.getByName('lead-gate'),
      clientAddress: (r) => r.headers.get('CF-Connecting-IP') ?? undefined,
      addressLimit: limiter ? async (bucket, path) => (await limiter.limit({ key: `${path}:${bucket}` })).success : undefined,
      now: () => Date.now(),
      log: (line) => console.log(line),
    });
  },
} satisfies ExportedHandler<Env>;
