import { expect, test, type Page, type Request } from '@playwright/test';
import { LOCAL_FIRM_NAME } from '../scripts/lib/local-env';
import { LEAD_REFERENCE, expectedContactParams, fillContact } from './support/contact-lead';
import { setSinkMode, sinkMessages, uniqueEmail } from './support/site';

const COMMON = { service_id: 'local_service', user_id: 'local-public-key' };

async function fillCase(page: Page, email: string) {
  const form = page.getByRole('form', { name: 'Case form' });
  await form.getByLabel('What is your full name?').fill('Sam Rivera');
  await form.getByLabel('What is your email?').fill(email);
  await form.getByLabel('What is your phone number?').fill('+1 212 555 0100');
  await form.getByLabel('When did the incident happen?').selectOption('3 Years or More');
  await form.getByLabel('What is the primary type of injustice?').selectOption('Mental Abuse');
  await form.getByRole('group', { name: 'Was anyone else affected?' }).getByText('No').click();
  await form.getByRole('group', { name: 'Have you already signed up with a law firm?' }).getByText('No').click();
  await form.getByLabel(/anything else about your case/).fill('It started when I was twelve.');
  return form;
}

for (const where of ['/contact/', '/#contact']) {
  test.describe(`contact form on ${where}`, () => {
    test('an empty submit shows every required message', async ({ page }) => {
      await page.goto(where);
      const form = page.getByRole('form', { name: 'Contact form' });
      await form.getByRole('button', { name: 'Send' }).click();
      for (const message of ['Name is required!', 'Email is required!', 'Phone is required!', 'Issue type is required!', 'Message is required!'])
        await expect(form.getByText(message)).toBeVisible();
      await expect(form.getByLabel('Name', { exact: true })).toBeFocused();
    });

    test('a bad email and phone show their messages', async ({ page }) => {
      await page.goto(where);
      const form = await fillContact(page, 'bad', 'not-an-email');
      await form.getByLabel('Phone', { exact: true }).fill('415-555-CALL');
      await form.getByRole('button', { name: 'Send' }).click();
      await expect(form.getByText('Email is not a valid email!')).toBeVisible();
      await expect(form.getByText('Phone is not a valid phone number!')).toBeVisible();
    });

    test('a valid message reaches the sink with exactly the template variables', async ({ page }) => {
      const email = uniqueEmail('contact');
      await page.goto(where);
      const form = await fillContact(page, where, email);
      await form.getByRole('button', { name: 'Send' }).click();
      await expect(page).toHaveURL('/confirmAlert/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your message has been sent');
      await expect(page.getByText(`Your message is on its way to the intake team of ${LOCAL_FIRM_NAME}.`)).toBeVisible();
      const messages = await sinkMessages(email);
      expect(messages).toHaveLength(1);
      const { receivedAt, ...body } = messages[0] as (typeof messages)[number] & { receivedAt: string };
      expect(receivedAt).toBeTruthy();
      expect(body).toEqual({ lib_version: '4.4.1', ...COMMON, template_id: 'template_contact', template_params: expectedContactParams(email, where) });
    });
  });
}

test.describe('send failures keep everything the visitor typed', () => {
  for (const failure of ['fail', 'drop'] as const) {
    test(`contact form with the sink ${failure === 'fail' ? 'answering 500' : 'unreachable'}`, async ({ page }) => {
      const email = uniqueEmail(`contact-${failure}`);
      await setSinkMode(email, failure, 500);
      await page.goto('/contact/');
      const form = await fillContact(page, failure, email);
      await form.getByRole('button', { name: 'Send' }).click();
      const alert = form.getByRole('alert');
      await expect(alert).toContainText('Your message was not sent.');
      await expect(alert.getByRole('link', { name: '(800) 555-0199' })).toHaveAttribute('href', 'tel:+18005550199');
      await expect(page.getByText('Sending Message...')).toBeHidden();
      await expect(page).toHaveURL('/contact/');
      await expect(form.getByLabel('Name', { exact: true })).toHaveValue('Ana Pérez');
      await expect(form.getByLabel('Email', { exact: true })).toHaveValue(email);
      await expect(form.getByLabel('Phone', { exact: true })).toHaveValue('(415) 555-0134');
      await expect(form.getByLabel('Issue type', { exact: true })).toHaveValue('Digital Sex Abuse');
      await expect(form.getByLabel('Message', { exact: true })).toHaveValue(`Someone shared private photos of me. <b>${failure}</b>`);
      await expect(form.getByRole('checkbox', { name: 'Text message' })).toBeChecked();
      expect(await sinkMessages(email)).toHaveLength(0);

      await setSinkMode(email, 'ok');
      await alert.getByRole('button', { name: 'Try again' }).click();
      await expect(page).toHaveURL('/confirmAlert/');
      const messages = await sinkMessages(email);
      expect(messages).toHaveLength(1);
      expect(messages[0]?.template_params).toEqual(expectedContactParams(email, failure));
    });
  }

  test('case form with the sink answering 500, then Try again', async ({ page }) => {
    const email = uniqueEmail('case-fail');
    await setSinkMode(email, 'fail', 500);
    await page.goto('/formInput/?i=4&z=90210');
    const form = await fillCase(page, email);
    await form.getByRole('button', { name: 'Submit my case' }).click();
    await expect(form.getByRole('alert')).toContainText('Your message was not sent.');
    await expect(form.getByLabel('What is your full name?')).toHaveValue('Sam Rivera');
    await expect(form.getByLabel('What type of issue is it?')).toHaveValue('Partner Violence');
    await expect(form.getByLabel('What is your zip code?')).toHaveValue('90210');
    await expect(form.getByLabel(/anything else about your case/)).toHaveValue('It started when I was twelve.');
    await setSinkMode(email, 'ok');
    await form.getByRole('alert').getByRole('button', { name: 'Try again' }).click();
    await expect(page).toHaveURL('/confirmAlert/');
    expect(await sinkMessages(email)).toHaveLength(1);
  });
});

test('a double click on Send sends one message', async ({ page }) => {
  const email = uniqueEmail('double');
  const sends: Request[] = [];
  const unanswered = new Set<Request>();
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1.0/email/send') {
      sends.push(request);
      unanswered.add(request);
    }
  });
  page.on('requestfinished', (request) => unanswered.delete(request));
  page.on('requestfailed', (request) => unanswered.delete(request));
  await page.goto('/contact/');
  const form = await fillContact(page, 'double', email);
  await form.getByRole('button', { name: 'Send' }).dblclick();
  // No sleep is needed to be sure a second message is not still on its way. Both clicks start a
  // submission before the call above returns, and a second one would take the same local steps as
  // the first (validation, the EmailJS module both await) before sending, while the page shows the
  // confirmation only after the first send has gone to the sink and back: a second send would have left
  // the page by then. Once no send awaits its answer, each one has reached the sink, which stores a
  // message before it answers.
  await expect(page).toHaveURL('/confirmAlert/');
  await expect.poll(() => unanswered.size).toBe(0);
  expect(sends).toHaveLength(1);
  expect(await sinkMessages(email)).toHaveLength(1);
});

test.describe('case form', () => {
  test('an empty submit shows every required message', async ({ page }) => {
    await page.goto('/formInput/');
    const form = page.getByRole('form', { name: 'Case form' });
    await form.getByRole('button', { name: 'Submit my case' }).click();
    for (const message of ['Issue type is required!', 'Zip code is required!', 'Full name is required!', 'Email is required!', 'Phone is required!']) {
      await expect(form.getByText(message)).toBeVisible();
    }
    // "Anything else you would like to share" invites; it does not demand.
    await expect(form.getByText('Case details is required!')).toHaveCount(0);
  });

  test('a bad email, phone and zip show their messages', async ({ page }) => {
    await page.goto('/formInput/');
    const form = await fillCase(page, 'sam@example');
    await form.getByLabel('What is your phone number?').fill('call me');
    await form.getByLabel('What is your zip code?').fill('1234');
    await form.getByRole('button', { name: 'Submit my case' }).click();
    await expect(form.getByText('Email is not a valid email!')).toBeVisible();
    await expect(form.getByText('Phone is not a valid phone number!')).toBeVisible();
    await expect(form.getByText('Please input valid Zip Code')).toBeVisible();
  });

  test('prefills from an old link’s address (the issue by name), cleans it, then sends exactly the case variables', async ({ page }) => {
    const email = uniqueEmail('case');
    await page.goto('/formInput/?accidentId=Partner%20Violence&zipCode=90210');
    const form = page.getByRole('form', { name: 'Case form' });
    await expect(form.getByLabel('What type of issue is it?')).toHaveValue('Partner Violence');
    await expect(form.getByLabel('What is your zip code?')).toHaveValue('90210');
    await expect(page).toHaveURL('/formInput/');
    await fillCase(page, email);
    await form.getByRole('button', { name: 'Submit my case' }).click();
    await expect(page).toHaveURL('/confirmAlert/');
    const messages = await sinkMessages(email);
    expect(messages).toHaveLength(1);
    const body: Record<string, unknown> = { ...messages[0] };
    delete body.receivedAt;
    expect(body).toEqual({
      lib_version: '4.4.1',
      ...COMMON,
      template_id: 'template_case',
      template_params: {
        name: 'Referral Portal for Abuse',
        recipient: 'leads@example.org',
        from_name: 'Sam Rivera',
        email,
        accidentId: 'Partner Violence',
        fault: 'No',
        medical: 'Not answered',
        period: '3 Years or More',
        phone_number: '+1 212 555 0100',
        signup: 'No',
        stay: 'Mental Abuse',
        zipCode: '90210',
        reply_to: email,
        message: 'It started when I was twelve.',
        language: 'English',
        safe_contact: 'Not specified',
        safe_time: 'Not specified',
        suspected_bot: 'no',
        reference: expect.stringMatching(LEAD_REFERENCE),
      },
    });
  });

  test('a hostile query prefills nothing and renders no markup from it', async ({ page }) => {
    let dialogs = 0;
    page.on('dialog', (d) => {
      dialogs += 1;
      void d.dismiss();
    });
    await page.goto('/formInput/?i=%3Cscript%3Ealert(1)%3C%2Fscript%3E&accidentId=%3Cscript%3Ealert(2)%3C%2Fscript%3E&z=abc');
    const form = page.getByRole('form', { name: 'Case form' });
    await expect(form.getByLabel('What type of issue is it?')).toHaveValue('');
    await expect(form.getByLabel('What is your zip code?')).toHaveValue('');
    expect(await page.content()).not.toContain('<script>alert(1)</script>');
    expect(await page.content()).not.toContain('alert(1)');
    expect(await page.content()).not.toContain('alert(2)');
    expect(dialogs).toBe(0);
    await expect(page).toHaveURL('/formInput/');
  });
});

test('a lead the relay holds lands on a page that says it is safe, may arrive later, and gives the phone, in both languages', async ({ page }) => {
  for (const [path, title, later, urgent] of [
    ['/confirmAlert/held/', 'Your message is safe', 'It may reach them later than usual.', 'If it is urgent, please call the firm:'],
    ['/es/confirmAlert/held/', 'Su mensaje está a salvo', 'Puede llegarle más tarde de lo habitual.', 'Si es urgente, llame al bufete:'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByText(later)).toBeVisible();
    await expect(page.locator('p', { hasText: urgent }).getByRole('link', { name: '(800) 555-0199' })).toHaveAttribute('href', 'tel:+18005550199');
    // Nothing on it claims the message was sent, or that no copy of it is kept anywhere.
    await expect(page.getByRole('main')).not.toContainText(/has been sent|fue enviado|keeps no copy|no guarda ninguna copia/);
  }
});
