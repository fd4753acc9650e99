// `npm run verify -- URL --send-test-lead`: opens the deployed contact page in headless Chromium,
// fills the form by its labels as a person would, with values that say it is an automatic
// check, presses Send, and reports what EmailJS answered (scripts/verify/delivery.ts). The send
// goes through the page's own code and EmailJS settings, so it fails exactly when a visitor's would;
// on a site built with a lead relay (NEXT_PUBLIC_LEAD_RELAY_URL), through the relay, whose answer is reported.
import { chromium, devices, type Page, type Request, type Response } from '@playwright/test';
import { contactFormCopy } from '../../content/en/forms';
import { OTHER_ISSUE_CHOICES } from '../../content/shared/issue-types';
import { LEAD_FORM_GUARD } from '../../lib/islands/lead-form-guard';
import { RELAY_PATHS } from '../../lib/leads/relay-contract';
import { ROUTES } from '../../lib/routes';
import { CHROMIUM_ARGS, chromiumFor } from '../lib/chromium';
import { deliveryReport, testLeadValues, type DeliveryReport, type SendObservation } from './delivery';

/** EmailJS's send endpoint, under whatever origin the build names. */
const SEND_PATH = '/api/v1.0/email/send';
const SOMETHING_ELSE = OTHER_ISSUE_CHOICES[1];

export interface TestLeadOptions {
  /** The address the lead says it is from (its Reply-To); the local tests give each run its own. */
  email: string;
  /** How long EmailJS has to answer once Send is pressed. */
  timeoutMs: number;
  /** When the check ran, written into the message. */
  now?: Date;
}

/** A lead leaving the page: to EmailJS, or to the lead relay, whose own path says what it is. */
const sendKind = (url: string): 'emailjs' | 'relay' | undefined => {
  const { pathname } = new URL(url);
  return pathname === SEND_PATH ? 'emailjs' : pathname === RELAY_PATHS.lead ? 'relay' : undefined;
};
const isSend = (url: string) => sendKind(url) !== undefined;

/** Fills the contact form, presses Send, and resolves with what became of the send. */
async function sendThroughPage(page: Page, origin: string, { email, timeoutMs, now = new Date() }: TestLeadOptions): Promise<SendObservation> {
  const response = await page.goto(new URL(ROUTES.contact, origin).href);
  if (!response || response.status() !== 200) return { kind: 'not-sent', reason: `${ROUTES.contact} answered ${response?.status() ?? 'nothing'}` };
  const form = page.getByRole('form', { name: contactFormCopy.formLabel });
  const field = (key: keyof typeof contactFormCopy.fields) => form.getByLabel(contactFormCopy.fields[key].label, { exact: true });
  const values = testLeadValues(origin, now);

  // Entering the form loads its code; a person then types, as this does.
  await field('name').fill(values.name);
  await field('email').fill(email);
  // A phone only where the form asks for one: a made-up number is no use to the intake team.
  const phone = field('phone');
  if (await phone.evaluate((el) => (el as HTMLInputElement).required || el.getAttribute('aria-required') === 'true')) await phone.fill(values.phone);
  const issue = field('issueType');
  const choices = await issue.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
  await issue.selectOption(choices.includes(SOMETHING_ELSE) ? SOMETHING_ELSE : choices.at(-1)!);
  await field('message').fill(values.message);
  await page.locator(`form[${LEAD_FORM_GUARD.form}][${LEAD_FORM_GUARD.ready}]`).first().waitFor({ timeout: 30_000 });

  const seconds = Math.round(timeoutMs / 1000);
  const outcome = new Promise<SendObservation>((resolve) => {
    const timer = setTimeout(() => resolve({ kind: 'timeout', seconds }), timeoutMs);
    const done = (seen: SendObservation) => {
      clearTimeout(timer);
      resolve(seen);
    };
    page.on('response', (res: Response) => {
      if (isSend(res.url()) && res.request().method() === 'POST')
        void res.text().then(
          (text) => done({ kind: 'answer', status: res.status(), text, ...(sendKind(res.url()) === 'relay' ? { via: 'relay' as const } : {}) }),
          () => done({ kind: 'answer', status: res.status(), text: '', ...(sendKind(res.url()) === 'relay' ? { via: 'relay' as const } : {}) }),
        );
    });
    page.on('requestfailed', (req: Request) => {
      if (isSend(req.url()) && req.method() === 'POST') done({ kind: 'failed', error: req.failure()?.errorText ?? 'request failed' });
    });
    page.on('console', (msg) => {
      if (/Content Security Policy/i.test(msg.text()) && (msg.text().includes(SEND_PATH) || msg.text().includes(RELAY_PATHS.lead)))
        done({ kind: 'failed', error: `the page's Content-Security-Policy blocked it: ${msg.text()}` });
    });
  });
  await form.getByRole('button', { name: contactFormCopy.submit, exact: true }).click();
  return outcome;
}

/** Sends one test lead from the contact page of `origin` and reports what EmailJS answered. */
export async function sendTestLead(origin: string, options: TestLeadOptions): Promise<DeliveryReport> {
  const executablePath = chromiumFor(chromium);
  if (!executablePath) return deliveryReport({ kind: 'not-sent', reason: 'no Chromium found (apt-get install chromium, or npx playwright install chromium)' });
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    // A desktop browser as people use it: its usual user agent, no service worker in the way.
    const context = await browser.newContext({ ...devices['Desktop Chrome'], serviceWorkers: 'block' });
    const page = await context.newPage();
    try {
      return deliveryReport(await sendThroughPage(page, origin, options));
    } catch (error) {
      return deliveryReport({ kind: 'not-sent', reason: error instanceof Error ? error.message.split('\n')[0]! : String(error) });
    }
  } finally {
    await browser.close();
  }
}
