// What `npm run verify -- URL --send-test-lead` makes of EmailJS's answer to the test lead: one
// outcome, and what it means for the firm and what to do, in plain words. Pure, so every answer
// EmailJS can give is tested without sending anything. A site built with a lead relay (relay/)
// sends to the relay, which answers in its own words (lib/leads/relay-contract.ts).
import { contactFormCopy, validationCopy } from '../../content/en/forms';
import { contactFormSchema } from '../../lib/leads/form-schemas';
import { refusalOf } from '../../lib/leads/relay-contract';

type DeliveryOutcome = 'delivered' | 'quota' | 'refused' | 'origin' | 'service-error' | 'network' | 'timeout' | 'not-sent';

/** What the browser saw of the send: an answer, a failed request, nothing in time, or no send at all. */
export type SendObservation =
  | { kind: 'answer'; status: number; text: string; via?: 'relay' }
  | { kind: 'failed'; error: string }
  | { kind: 'timeout'; seconds: number }
  | { kind: 'not-sent'; reason: string };

export interface DeliveryReport {
  outcome: DeliveryOutcome;
  /** One line: what happened. */
  summary: string;
  /** What it means and what to do. */
  advice: string;
}

/** The words of the test lead: plain to anyone reading the inbox that no person wrote it. */
export function testLeadValues(origin: string, now: Date) {
  return {
    name: 'Automatic delivery check (not a person)',
    phone: '(202) 555-0100',
    message: [
      'AUTOMATIC DELIVERY CHECK: this is not a person and not a lead.',
      `It was sent by "npm run verify -- ${origin} --send-test-lead" at ${now.toISOString()} to confirm that the contact form of ${origin} still delivers to this inbox.`,
      'Nobody needs to reply. You may delete it.',
    ].join('\n'),
  };
}

const NON_BROWSER_WORDS = /non-browser/i;

/** The Reply-To of the test lead when `--email` is not given. */
export const DEFAULT_TEST_LEAD_EMAIL = 'delivery-check@example.com';

/**
 * The test lead's Reply-To from `--email`, checked by the contact form's own rule before anything
 * is sent, or why it cannot be. A flag given without a value is a mistake too: it would otherwise
 * send from the default address, or wait for a form that never sends.
 */
export function checkTestLeadEmail(email: string | undefined): { ok: true; email: string } | { ok: false; problem: string } {
  if (email === undefined || email.startsWith('--'))
    return { ok: false, problem: '--email needs an address after it (for example --email intake-check@example.org).' };
  const rule = contactFormSchema([], { fields: contactFormCopy.fields, validation: validationCopy, locale: 'en' }).shape.email;
  const checked = rule.safeParse(email);
  if (checked.success) return { ok: true, email };
  return {
    ok: false,
    problem: `--email "${email}" is not an address the contact form accepts (${checked.error.issues[0]?.message ?? 'invalid'}), so no test lead was sent.`,
  };
}

function answered(status: number, text: string): DeliveryReport {
  const said = `EmailJS answered ${status}${text ? ` "${text.trim().slice(0, 200)}"` : ''}`;
  if (status === 200) {
    return {
      outcome: 'delivered',
      summary: `Delivered: ${said}.`,
      advice:
        'EmailJS accepted the test lead. Look for it in the intake inbox: if it does not arrive within minutes, check the template’s fixed To address and the e-mail service in the EmailJS dashboard.',
    };
  }
  // A 429, 402 or 426 is EmailJS's answer when sends come faster than the plan allows or the
  // month's quota is used up. A 400 is never the quota: EmailJS refuses the request as sent
  // ("The Public Key is invalid", "Variables size limit…"), and its own words say which.
  if (status === 429 || status === 402 || status === 426) {
    return {
      outcome: 'quota',
      summary: `Quota reached: ${said}.`,
      advice:
        'Every visitor’s lead is refused until the limit clears. Open the EmailJS dashboard: if the month’s quota is used up, raise the plan (or wait for the new month); if the usage is far above your real leads, someone is sending with the public key, so tighten the allowed origins and rotate the key (docs/leads.md, "What protects the inbox").',
    };
  }
  if (status === 400) {
    return {
      outcome: 'refused',
      summary: `Request refused: ${said}.`,
      advice:
        'EmailJS refused the request as the site sent it; its words above say why. "The Public Key is invalid" or a service or template ID it does not know: compare the NEXT_PUBLIC_EMAILJS_* build settings with the EmailJS dashboard, rebuild, and run this check again. "Variables size limit": the template’s variables are over EmailJS’s size limit, so check the template in the dashboard for a variable that pulls in more than the form sends. Visitors are told their message was not accepted and are given the phone.',
    };
  }
  if (status === 403 && !NON_BROWSER_WORDS.test(text)) {
    return {
      outcome: 'origin',
      summary: `Origin not allowed: ${said}.`,
      advice:
        'EmailJS refuses sends from this address. In the EmailJS dashboard, Account > Security, add the site’s exact origin (https://, host, no path) to the allowed domains, then run this check again.',
    };
  }
  if (status >= 500) {
    return {
      outcome: 'service-error',
      summary: `Mail service failed: ${said}.`,
      advice:
        'EmailJS or the e-mail provider behind it failed. Visitors see "Not sent" and the phone number. Run the check again in an hour; if it keeps failing, check EmailJS’s status page and the e-mail service in the dashboard.',
    };
  }
  const what =
    status === 412
      ? 'The e-mail service connected to EmailJS refused to send (412: usually a Gmail or Outlook connection that was revoked or expired). In the EmailJS dashboard, Email Services, reconnect the service, send one test lead, and run this check again.'
      : status === 403
        ? 'EmailJS refuses this kind of caller. In the EmailJS dashboard, Account > Security, check the API settings, then run this check again.'
        : 'EmailJS refused the account or template this build sends with (a wrong or deleted public key, service ID or template ID, or a suspended account). Compare the NEXT_PUBLIC_EMAILJS_* build settings with the EmailJS dashboard, rebuild, and run this check again.';
  return { outcome: 'refused', summary: `Account or service refused: ${said}.`, advice: what };
}

/** The lead relay's answer: its own refusal, or EmailJS's as the relay passed it on. */
function relayAnswered(status: number, text: string): DeliveryReport {
  const said = `The lead relay answered ${status}${text ? ` ${text.trim().slice(0, 200)}` : ''}`;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  const refusal = refusalOf(body);
  if (status === 200 && typeof body === 'object' && body !== null && 'delivery' in body && body.delivery === 'held') {
    return {
      outcome: 'quota',
      summary: `Held: ${said}; EmailJS did not accept the lead, and the relay keeps it and will try again.`,
      advice:
        'The relay holds leads EmailJS refuses (its quota, an expired Gmail grant, an outage) and delivers them once it accepts them. Run the check again with --relay-token to see how many wait and what EmailJS last answered, and fix the account in the EmailJS dashboard.',
    };
  }
  if (status === 200) {
    return {
      outcome: 'delivered',
      summary: `Delivered: ${said}; EmailJS accepted the lead from it.`,
      advice:
        'Look for the test lead in the intake inbox: if it does not arrive within minutes, check the template’s fixed To address and the e-mail service in the EmailJS dashboard.',
    };
  }
  if (refusal === 'rate-limit') {
    return {
      outcome: 'quota',
      summary: `Rate limited: ${said}.`,
      advice:
        'Either the relay’s own limits were met (RELAY_LIMIT_PER_ADDRESS from this machine, or RELAY_LIMIT_OVERALL for everyone: a flood is being held back, and real leads wait until the hour passes), or EmailJS refused the relay’s send with 429 (the month’s quota). Check usage in the EmailJS dashboard and the relay’s logs (npx wrangler tail --config relay/wrangler.toml).',
    };
  }
  if (refusal === 'unavailable') {
    return {
      outcome: 'service-error',
      summary: `Mail service failed: ${said}.`,
      advice:
        'EmailJS did not answer the relay, or answered with a server error. Run the check again in an hour; if it keeps failing, check EmailJS’s status page.',
    };
  }
  if (refusal === undefined && status >= 500) {
    return {
      outcome: 'service-error',
      summary: `Relay failed: ${said}.`,
      advice:
        'The relay itself failed, most often because a setting or secret is missing: `npx wrangler tail --config relay/wrangler.toml` shows its error while you run this check again (relay/README.md).',
    };
  }
  if (status === 403 && refusal !== 'proof') {
    return {
      outcome: 'origin',
      summary: `Origin not allowed: ${said}.`,
      advice:
        'The relay does not list this site. Add its exact origin (https://, host, no path) to RELAY_ALLOWED_ORIGINS in relay/wrangler.toml, deploy the relay again (npm run relay:deploy), and run this check again.',
    };
  }
  const what =
    refusal === 'rejected'
      ? 'EmailJS refused the relay’s send: the EMAILJS_* ids or the private key in the relay’s settings do not match the account, the e-mail service needs reconnecting, or Account > Security does not allow API calls from non-browser applications (the relay is one). Check them (relay/README.md), deploy again, and run this check again.'
      : refusal === 'proof'
        ? 'The relay refused the page’s proof of work twice. RELAY_ALTCHA_HMAC_KEY may have changed during the check, or the relay is not the one the site was built for: run the check again, then compare NEXT_PUBLIC_LEAD_RELAY_URL with the relay’s address.'
        : 'The relay refused the lead the page sent: the site and the relay may run different versions. Deploy the relay from the same commit as the site, and run this check again.';
  return { outcome: 'refused', summary: `Refused: ${said}.`, advice: what };
}

export function deliveryReport(seen: SendObservation): DeliveryReport {
  switch (seen.kind) {
    case 'answer':
      return seen.via === 'relay' ? relayAnswered(seen.status, seen.text) : answered(seen.status, seen.text);
    case 'failed':
      return {
        outcome: 'network',
        summary: `Network: the send did not reach EmailJS (${seen.error}).`,
        advice:
          'Check this machine’s connection first. If it works, the site’s Content-Security-Policy (connect-src) or NEXT_PUBLIC_EMAILJS_ORIGIN may name the wrong address, or EmailJS may be down: run `npm run verify` on the site, and try again later.',
      };
    case 'timeout':
      return {
        outcome: 'timeout',
        summary: `Time-out: EmailJS did not answer within ${seen.seconds} s.`,
        advice:
          'Visitors see "Your message may not have been sent". A test lead may still arrive: look in the intake inbox, and run the check again; if it keeps timing out, EmailJS or the e-mail provider is stalled.',
      };
    case 'not-sent':
      return {
        outcome: 'not-sent',
        summary: `Not sent: ${seen.reason}.`,
        advice: 'The page or its contact form did not behave as built: run `npm run verify` on the site and open the contact page in a browser.',
      };
  }
}
