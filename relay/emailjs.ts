// One send through EmailJS's REST API with the account's private key. The answer is only its
// status: 200 is delivered, anything else (and 0, no answer in time) decides whether to hold.
import type { LeadFormName } from '../lib/leads/relay-contract';
import type { RelaySettings } from './settings';

/** A lead ready to send: the template it goes to and its variables (the reference among them). */
export interface ReadyLead {
  form: LeadFormName;
  params: Record<string, string>;
}

const UPSTREAM_TIMEOUT_MS = 15_000;

/** EmailJS's status for the send, or 0 when it did not answer in time or the network failed. */
export async function sendToEmailjs(fetcher: typeof fetch, emailjs: RelaySettings['emailjs'], { form, params }: ReadyLead): Promise<number> {
  try {
    const upstream = await fetcher(`${emailjs.origin}/api/v1.0/email/send`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        service_id: emailjs.serviceId,
        template_id: emailjs.templates[form],
        user_id: emailjs.publicKey,
        accessToken: emailjs.privateKey,
        template_params: params,
      }),
      signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
    });
    await upstream.body?.cancel();
    return upstream.status;
  } catch {
    return 0;
  }
}
