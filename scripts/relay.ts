// `npm run relay -- --port N`: the lead relay on this machine, in workerd (scripts/lib/local-relay.ts).
// Reads its settings from the environment (relay/settings.ts; RELAY_EMAILJS_ORIGIN,
// EMAILJS_PRIVATE_KEY and RELAY_ALLOWED_ORIGINS among them). What a local run can do without, it
// takes from the site's local settings: the EmailJS ids, the inbox, the mail sink as EmailJS, and a
// signing secret and a key for held leads made up for this run.
import { parseArgs } from 'node:util';
import { parseRelaySettings } from '../relay/settings';
import { localEnv, LOCAL_PORTS } from './lib/local-env';
import { localRelayEnv, startLocalRelay } from './lib/local-relay';

const { values } = parseArgs({ options: { port: { type: 'string', default: '3002' } } });
const port = Number(values.port);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`--port must be a port number, not "${values.port}"`);
  process.exit(2);
}

const env = localRelayEnv({ ...localEnv(LOCAL_PORTS), ...process.env }, process.env);

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
