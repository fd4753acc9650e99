// Configuration for local runs: the forms talk to the mail sink on this machine, never to EmailJS.
export interface Ports {
  site: number;
  sink: number;
}

// LOCAL_PORT_BASE moves `npm run dev` and `npm start` off 3000 when it is taken (site on the base, sink on base + 1).
const localBase = Number(process.env.LOCAL_PORT_BASE) || 3000;
export const LOCAL_PORTS: Ports = { site: localBase, sink: localBase + 1 };
// TEST_PORT_BASE moves the test servers (site on the base, sink on base + 1), so two checkouts
// on one machine can run their suites side by side.
const testBase = Number(process.env.TEST_PORT_BASE) || 4300;
export const TEST_PORTS: Ports = { site: testBase, sink: testBase + 1 };
/** The lead relay (relay/) of a suite that runs one: beside that suite's site and sink. */
export const TEST_RELAY_PORT = testBase + 2;
/** The private key the test mail sink requires and the test relay holds; it must never reach out/. */
export const TEST_PRIVATE_KEY = 'local-private-key-never-in-a-page';
/** The token the test relay's GET /status asks for. */
/**
 * Leads per address an hour on the firm suite's relay: every browser lead of that suite comes from 127.0.0.1, so the
 * default (3) would refuse the suite's own visitors; a quarter of the suite's overall ceiling at most.
 */
export const TEST_RELAY_PER_ADDRESS = 10;
export const TEST_RELAY_STATUS_TOKEN = 'local-status-token-of-at-least-32-characters';

export const LOCAL_RESPONSIBLE_ATTORNEY = 'Jane Example, Esq., Example Law LLP, Springfield, IL (sample value for local runs)';

export const LOCAL_FIRM_NAME = 'Example Law LLP (sample name for local runs)';

export function localEnv(ports: Ports = LOCAL_PORTS): Record<string, string> {
  return {
    NEXT_PUBLIC_SITE_URL: `http://127.0.0.1:${ports.site}`,
    NEXT_PUBLIC_PHONE: '(800) 555-0199',
    NEXT_PUBLIC_LEADS_INBOX: 'leads@example.org',
    // Obviously fictitious, so a local build can never pass for a real firm's advertising.
    NEXT_PUBLIC_RESPONSIBLE_ATTORNEY: LOCAL_RESPONSIBLE_ATTORNEY,
    NEXT_PUBLIC_FIRM_NAME: LOCAL_FIRM_NAME,
    NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: 'local-public-key',
    NEXT_PUBLIC_EMAILJS_SERVICE_ID: 'local_service',
    NEXT_PUBLIC_EMAILJS_CONTACT_TEMPLATE_ID: 'template_contact',
    NEXT_PUBLIC_EMAILJS_CASE_TEMPLATE_ID: 'template_case',
    NEXT_PUBLIC_EMAILJS_ORIGIN: `http://127.0.0.1:${ports.sink}`,
    NEXT_PUBLIC_QUICK_EXIT_URL: 'https://weather.com/',
    NEXT_TELEMETRY_DISABLED: '1',
  };
}
