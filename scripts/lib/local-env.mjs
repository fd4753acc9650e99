// Configuration for local runs: the forms talk to the mail sink on this machine, never to EmailJS.
export const LOCAL_PORTS = { site: 3000, sink: 3001 };
export const TEST_PORTS = { site: 4300, sink: 4301 };

export function localEnv(ports = LOCAL_PORTS) {
  return {
    NEXT_PUBLIC_SITE_URL: `http://127.0.0.1:${ports.site}`,
    NEXT_PUBLIC_PHONE: '(800) 555-0199',
    NEXT_PUBLIC_LEADS_INBOX: 'leads@example.org',
    NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: 'local-public-key',
    NEXT_PUBLIC_EMAILJS_SERVICE_ID: 'local_service',
    NEXT_PUBLIC_EMAILJS_CONTACT_TEMPLATE_ID: 'template_contact',
    NEXT_PUBLIC_EMAILJS_CASE_TEMPLATE_ID: 'template_case',
    NEXT_PUBLIC_EMAILJS_ORIGIN: `http://127.0.0.1:${ports.sink}`,
    NEXT_PUBLIC_QUICK_EXIT_URL: 'https://weather.com/',
    NEXT_TELEMETRY_DISABLED: '1',
  };
}
