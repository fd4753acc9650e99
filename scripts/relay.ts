// `npm run relay -- --port N`: the lead relay on this machine, in workerd (scripts/lib/local-relay.ts).
// Reads its settings from the environment (relay/settings.ts; RELAY_EMAILJS_ORIGIN,
// EMAILJS_PRIVATE_KEY and RELAY_ALLOWED_ORIGINS among them). What a local run can do without, it
// takes from the site's local settings: the EmailJS ids, the inbox, the mail sink as EmailJS, and a
// signing secret and a key for held leads made up for this run.
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { parseRelaySettings, type RelayEnv } from '../relay/settings';
import { localEnv, LOCAL_PORTS } from './lib/local-env';
import { startLocalRelay } from './lib/local-relay';

const { values } = parseArgs({ options: { port: { type: 'string', default: '3002' } } });
const port = Number(values.port);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`--port must be a port number, not "${values.port}"`);
  process.exit(2);
}

const site = { ...localEnv(LOCAL_PORTS), ...process.env };
const env: RelayEnv = {
  RELAY_EMAILJS_ORIGIN: site.NEXT_PUBLIC_EMAILJS_ORIGIN,
  RELAY_ALLOWED_ORIGINS: site.NEXT_PUBLIC_SITE_URL,
  EMAILJS_PUBLIC_KEY: site.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY,
  EMAILJS_SERVICE_ID: site.NEXT_PUBLIC_EMAILJS_SERVICE_ID,
  EMAILJS_CONTACT_TEMPLATE_ID: site.NEXT_PUBLIC_EMAILJS_CONTACT_TEMPLATE_ID,
  EMAILJS_CASE_TEMPLATE_ID: site.NEXT_PUBLIC_EMAILJS_CASE_TEMPLATE_ID,
  RELAY_LEADS_INBOX: site.NEXT_PUBLIC_LEADS_INBOX,
  RELAY_ALTCHA_HMAC_KEY: randomBytes(32).toString('hex'),
  RELAY_HOLD_KEY: randomBytes(32).toString('hex'),
  ...Object.fromEntries(Object.entries(process.env).filter(([name]) => name.startsWith('RELAY_') || name.startsWith('EMAILJS_'))),
};
// No RELAY_SITE_URL of its own: the e-mails' logo and links then follow the first allowed origin
// (relay/settings.ts), so changing RELAY_ALLOWED_ORIGINS moves them too.

async function main() {
  // Checked before workerd starts, so a missing setting is named here rather than on the first lead.
  try {
    parseRelaySettings(env);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  }
  const relay = await startLocalRelay({ port, env });
  console.log(`Lead relay (workerd) on ${relay.url}, sending to ${env.RELAY_EMAILJS_ORIGIN}`);
  const stop = () => void relay.dispose().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
