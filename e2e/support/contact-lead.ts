// The contact lead the form specs send (e2e/forms.spec.ts, and e2e/relay.spec.ts through the lead
// relay), and the template variables it must arrive with, whichever way the site sends it.
import { expect, type Page } from '@playwright/test';
import { SITE } from './site';

/** Fills the contact form as a visitor would; `scope` marks the message, so each test's lead is its own. */
/** A lead's reference (lib/leads/lead-reference.ts), as the firm's template receives it. */
export const LEAD_REFERENCE = /^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/;

export async function fillContact(page: Page, scope: string, email: string) {
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Name', { exact: true }).fill('Ana Pérez');
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Phone', { exact: true }).fill('(415) 555-0134');
  await form.getByLabel('Issue type', { exact: true }).selectOption('Digital Sex Abuse');
  await form.getByLabel('Message', { exact: true }).fill(`Someone shared private photos of me. <b>${scope}</b>`);
  await form.getByRole('checkbox', { name: 'Text message' }).check();
  await form.getByLabel(/Safe time to call/).fill('After 6 pm');
  return form;
}

/** The template variables that contact lead arrives with. */
export const expectedContactParams = (email: string, scope: string) => ({
  name: 'Referral Portal for Abuse',
  recipient: 'leads@example.org',
  from_name: 'Ana Pérez',
  email,
  accidentId: 'Digital Sex Abuse',
  phone_number: '(415) 555-0134',
  reply_to: email,
  message: `Someone shared private photos of me. <b>${scope}</b>`,
  language: 'English',
  logoUrl: `${SITE}/logo.png`,
  logoLink: `${SITE}/`,
  logoString: `${SITE}/logo.png`,
  safe_contact: 'Text message',
  safe_time: 'After 6 pm',
  suspected_bot: 'no',
  reference: expect.stringMatching(LEAD_REFERENCE),
});
