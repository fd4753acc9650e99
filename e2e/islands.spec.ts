import { expect, test, type Page, type Request } from '@playwright/test';
import { LEAD_FORM_GUARD } from '../lib/islands/lead-form-guard';
import { LEAD_REFERENCE } from './support/contact-lead';
import { formReady, sinkMessages, uniqueEmail, watchConsole, watchFrameworkRequests } from './support/site';
import { FORMS_BUNDLE_DIR } from '../scripts/lib/forms-bundle-manifest';
import { FRAMEWORK_SCRIPTS_GLOB } from '../scripts/lib/framework-markup';

// The six pages with a lead form or the home page's search load no script file until a form is
// used (README, "Pages without JavaScript"): the search, the FAQ tabs and the carousel run on a
// standalone script, and a lead form's own code (React and the forms, never the Next.js runtime)
// arrives when the visitor first enters the form.

const FORM_PAGES = [
  { route: '/', form: 'Contact form' },
  { route: '/contact/', form: 'Contact form' },
  { route: '/formInput/', form: 'Case form' },
  { route: '/es/', form: 'Formulario de contacto' },
  { route: '/es/contact/', form: 'Formulario de contacto' },
  { route: '/es/formInput/', form: 'Formulario del caso' },
] as const;

/** Holds every framework script until `release` is called: the code is "still loading". */
async function holdFramework(page: Page) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(FRAMEWORK_SCRIPTS_GLOB, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

for (const { route, form: formName } of FORM_PAGES) {
  test(`${route} requests no framework script until its form is used, then the form works`, async ({ page }) => {
    const framework = watchFrameworkRequests(page);
    const console = watchConsole(page);
    await page.goto(route, { waitUntil: 'networkidle' });
    expect(framework).toEqual([]);
    expect(await page.evaluate(() => ['__next_f', 'TURBOPACK', 'next'].filter((name) => name in window))).toEqual([]);

    const form = page.getByRole('form', { name: formName });
    await expect(form).not.toHaveAttribute(LEAD_FORM_GUARD.ready);
    await form.getByRole('textbox').first().focus();
    await formReady(form);
    // The forms' own script, its chunks and the form's props, and nothing of the Next.js runtime, even now.
    expect(framework.length).toBeGreaterThan(0);
    expect(framework.filter((file) => !file.startsWith(`/${FORMS_BUNDLE_DIR}/`))).toEqual([]);
    expect(framework.filter((file) => file.startsWith(`/${FORMS_BUNDLE_DIR}/props-`))).toHaveLength(1);
    expect(await page.evaluate(() => ['__next_f', 'TURBOPACK', 'next'].filter((name) => name in window))).toEqual([]);
    // Validation runs as before: an empty Send shows the required messages.
    await form.getByRole('button', { name: /Send|Submit my case|Enviar/ }).click();
    await expect(form.getByText(/is required!|es obligatorio/).first()).toBeVisible();
    console.expectClean();
  });
}

test.describe('characters typed while the code loads', () => {
  test('Case form: every field typed and picked before the code arrived is kept and sent exactly', async ({ page }) => {
    const email = uniqueEmail('island-case');
    const release = await holdFramework(page);
    await page.goto('/formInput/#i=4&z=90210');
    const form = page.getByRole('form', { name: 'Case form' });
    // The address is cleaned and the fields filled by the inline script, with the forms' code held back.
    await expect(page).toHaveURL('/formInput/');
    await expect(form.getByLabel('What type of issue is it?')).toHaveValue('Partner Violence');
    await expect(form.getByLabel('What is your zip code?')).toHaveValue('90210');
    await form.getByLabel('What is your full name?').pressSequentially('Sam Rivera');
    await form.getByLabel('What is your email?').fill(email);
    await form.getByLabel('What is your phone number?').fill('+1 212 555 0100');
    await form.getByLabel('When did the incident happen?').selectOption('3 Years or More');
    await form.getByLabel('What is the primary type of injustice?').selectOption('Mental Abuse');
    await form.getByRole('group', { name: 'Was anyone else affected?' }).getByText('No').click();
    await form.getByRole('group', { name: 'Have you already signed up with a law firm?' }).getByText('No').click();
    await form.getByLabel(/anything else about your case/).pressSequentially('It started when I was twelve.');
    await expect(form).not.toHaveAttribute(LEAD_FORM_GUARD.ready);

    release();
    await formReady(form);
    await expect(form.getByLabel('What is your full name?')).toHaveValue('Sam Rivera');
    await expect(form.getByLabel(/anything else about your case/)).toHaveValue('It started when I was twelve.');
    await expect(form.getByLabel('What is your zip code?')).toHaveValue('90210');
    await expect(form.getByRole('group', { name: 'Was anyone else affected?' }).getByRole('radio', { name: 'No' })).toBeChecked();
    await form.getByRole('button', { name: 'Submit my case' }).click();
    await expect(page).toHaveURL('/confirmAlert/');
    const messages = await sinkMessages(email);
    expect(messages).toHaveLength(1);
    const body: Record<string, unknown> = { ...messages[0] };
    delete body.receivedAt;
    expect(body).toEqual({
      lib_version: '4.4.1',
      service_id: 'local_service',
      user_id: 'local-public-key',
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

  test('Contact form on the home page: typed while loading, Send waits for the code, then sends once', async ({ page }) => {
    const email = uniqueEmail('island-home');
    const release = await holdFramework(page);
    await page.goto('/#contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('Name', { exact: true }).pressSequentially('Ana Pérez');
    await form.getByLabel('Email', { exact: true }).fill(email);
    await form.getByLabel('Phone', { exact: true }).fill('(415) 555-0134');
    await form.getByLabel('Issue type', { exact: true }).selectOption('Digital Sex Abuse');
    await form.getByLabel('Message', { exact: true }).pressSequentially('Typed before the code came.');
    await form.getByRole('checkbox', { name: 'Text message' }).check();
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form.getByText('This form is not ready to send yet')).toBeVisible();

    release();
    await expect(form.getByRole('status').filter({ hasText: 'The form is ready now' })).toBeVisible();
    await expect(form.getByLabel('Message', { exact: true })).toHaveValue('Typed before the code came.');
    await expect(form.getByRole('checkbox', { name: 'Text message' })).toBeChecked();
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(page).toHaveURL('/confirmAlert/');
    const [sent, ...more] = await sinkMessages(email);
    expect(more).toHaveLength(0);
    expect(sent?.template_params).toMatchObject({
      from_name: 'Ana Pérez',
      email,
      accidentId: 'Digital Sex Abuse',
      phone_number: '(415) 555-0134',
      message: 'Typed before the code came.',
      safe_contact: 'Text message',
      safe_time: 'Not specified',
    });
  });

  test('Contact form: its props file did not arrive; Send says it is not ready, the next use loads it, and one e-mail leaves with what was typed', async ({
    page,
  }) => {
    const email = uniqueEmail('island-props');
    let blocked = true;
    const asked: string[] = [];
    await page.route(`**/${FORMS_BUNDLE_DIR}/props-*.js{,?*}`, (route) => {
      asked.push(new URL(route.request().url()).search);
      return blocked ? route.abort('internetdisconnected') : route.continue();
    });
    await page.goto('/contact/');
    const form = page.getByRole('form', { name: 'Contact form' });
    const message = form.getByLabel('Message', { exact: true });
    await form.getByLabel('Name', { exact: true }).fill('Ana Pérez');
    await form.getByLabel('Email', { exact: true }).fill(email);
    await form.getByLabel('Phone', { exact: true }).fill('(415) 555-0134');
    await form.getByLabel('Issue type', { exact: true }).selectOption('Digital Sex Abuse');
    await message.fill('Kept while the props were missing.');
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form.getByText('This form is not ready to send yet')).toBeVisible();
    await expect(form).not.toHaveAttribute(LEAD_FORM_GUARD.ready);
    expect(asked.length).toBeGreaterThan(0);

    blocked = false;
    await message.focus();
    await expect(form.getByRole('status').filter({ hasText: 'The form is ready now' })).toBeVisible();
    // Each attempt after a failure asks under a URL of its own (lib/islands/fresh-import.ts).
    expect(asked.at(-1)).toMatch(/^\?retry=\d+$/);
    await expect(message).toHaveValue('Kept while the props were missing.');
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(page).toHaveURL('/confirmAlert/');
    const [sent, ...more] = await sinkMessages(email);
    expect(more).toHaveLength(0);
    expect(sent?.template_params).toMatchObject({ from_name: 'Ana Pérez', email, message: 'Kept while the props were missing.' });
  });

  test('Case form: offline before its code arrived, Send says so; back online the code loads by itself and one e-mail leaves', async ({ page, context }) => {
    const email = uniqueEmail('island-offline');
    await page.goto('/formInput/', { waitUntil: 'networkidle' });
    await context.setOffline(true);
    const form = page.getByRole('form', { name: 'Case form' });
    await form.getByLabel('What is your full name?').fill('Rosa Lind');
    await form.getByLabel('What is your email?').fill(email);
    await form.getByLabel('What is your phone number?').fill('(415) 555-0134');
    await form.getByLabel('What type of issue is it?').selectOption('Partner Violence');
    await form.getByLabel('What is your zip code?').fill('90210');
    await form.getByLabel(/anything else about your case/).fill('No signal here.');
    await form.getByRole('button', { name: 'Submit my case' }).click();
    const note = form.getByText('This form is not ready to send yet');
    await expect(note).toBeVisible();
    await expect(note.getByRole('link', { name: '(800) 555-0199' })).toBeVisible();

    await context.setOffline(false);
    await expect(form.getByRole('status').filter({ hasText: 'The form is ready now' })).toBeVisible();
    await expect(form.getByLabel(/anything else about your case/)).toHaveValue('No signal here.');
    await form.getByRole('button', { name: 'Submit my case' }).click();
    await expect(page).toHaveURL('/confirmAlert/');
    expect(await sinkMessages(email)).toHaveLength(1);
  });
});

test.describe('Find Lawyer with scripts', () => {
  /** Every request of the visit, to prove the issue and zip never reach the host. */
  function recordRequests(page: Page) {
    const requests: Request[] = [];
    page.on('request', (r) => requests.push(r));
    return () => requests.map((r) => `${r.method()} ${decodeURIComponent(r.url())} ${r.postData() ?? ''}`);
  }

  test('carries the issue and zip to the case form in the fragment: no request carries them', async ({ page }) => {
    const requests = recordRequests(page);
    await page.goto('/');
    await page.getByRole('radio', { name: 'Workplace Sex Abuse' }).check({ force: true });
    await page.getByRole('form', { name: 'Find a lawyer' }).getByRole('textbox', { name: 'Zip code' }).fill('60614');
    await page.getByRole('button', { name: 'Find Lawyer' }).click();
    await expect(page.getByLabel('What type of issue is it?')).toHaveValue('Workplace Sex Abuse');
    await expect(page.getByLabel('What is your zip code?')).toHaveValue('60614');
    await expect(page).toHaveURL('/formInput/');
    // Using the case form loads its code, which must not fetch the choice either.
    await page.getByLabel('What is your full name?').focus();
    await formReady(page.getByRole('form', { name: 'Case form' }));
    for (const seen of requests()) {
      expect(seen).not.toContain('Workplace');
      expect(seen).not.toContain('60614');
      expect(seen).not.toContain('accidentId');
    }
  });

  test('in Spanish, carries the canonical issue to /es/formInput/', async ({ page }) => {
    await page.goto('/es/');
    await page.getByRole('radio', { name: 'Violencia de pareja' }).check({ force: true });
    await page.getByRole('form', { name: 'Buscar un abogado' }).getByRole('textbox').fill('33101');
    await page.getByRole('form', { name: 'Buscar un abogado' }).getByRole('button').click();
    await expect(page).toHaveURL('/es/formInput/');
    await expect(page.getByLabel('¿Qué tipo de caso es?')).toHaveValue('Partner Violence');
    await expect(page.getByLabel('¿Cuál es su código postal?')).toHaveValue('33101');
  });

  // The issue rides in the fragment, which no request carries, so looking for it in requests could
  // never fail: a prefetch shows as a request for the page a card leads to (or its payload).
  test('the legal-area links are never prefetched, even once the page has its framework', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await page.goto('/');
    const contact = page.getByRole('form', { name: 'Contact form' });
    await contact.getByLabel('Name', { exact: true }).focus();
    await formReady(contact);
    const areas = page.getByRole('region', { name: 'Legal areas: What is your legal issue?' });
    const targets = new Set(
      (await areas.getByRole('link').evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname))).filter((p) => p !== '/'),
    );
    expect(targets.size).toBeGreaterThan(0);
    await areas.scrollIntoViewIfNeeded();
    await areas.getByRole('link').first().hover();
    await page.waitForLoadState('networkidle');
    expect(requested.filter((p) => [...targets].some((t) => p.startsWith(t) || p.startsWith(`${t.slice(0, -1)}.`)))).toEqual([]);
  });
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the picker and zip search reach the case form with the issue’s code and the zip in the query', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('radio', { name: 'Child Sex Abuse' }).check({ force: true });
    await page.getByRole('form', { name: 'Find a lawyer' }).getByRole('textbox', { name: 'Zip code' }).fill('02139');
    await page.getByRole('button', { name: 'Find Lawyer' }).click();
    // Only codes: the history keeps this address, and nothing can clean it without JavaScript.
    await expect(page).toHaveURL(/\/formInput\/\?i=2&z=02139$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tell us about your case');
  });

  test('the browser refuses a zip that is not one, with the spec message', async ({ page }) => {
    await page.goto('/es/');
    const zip = page.getByRole('form', { name: 'Buscar un abogado' }).getByRole('textbox');
    await zip.fill('12a45');
    await zip.press('Enter');
    await expect(page).toHaveURL('/es/');
    // Chromium shows the field's title under its own "match the requested format" in the bubble.
    expect(await zip.evaluate((el: HTMLInputElement) => el.validity.patternMismatch)).toBe(true);
    await expect(zip).toHaveAttribute('title', 'Escriba un código postal válido.');
  });

  test('every FAQ question is on the page, with no tab that could not switch', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('tab')).toHaveCount(0);
    await expect(page.getByRole('tabpanel').locator('details')).toHaveCount(6);
    for (const panel of await page.getByRole('tabpanel').all()) await expect(panel).toBeVisible();
  });
});

test.describe('FAQ tabs and reviews without the framework', () => {
  test('FAQ: two tabs of three questions, by mouse or touch and by keyboard', async ({ page, isMobile }) => {
    const framework = watchFrameworkRequests(page);
    await page.goto('/');
    const why = page.getByRole('tab', { name: 'Why Hire a Lawyer' });
    const faq = page.getByRole('tab', { name: 'FAQ' });
    await expect(page.getByRole('tabpanel')).toHaveCount(1);
    await expect(page.getByRole('tabpanel', { name: 'Why Hire a Lawyer' }).locator('details')).toHaveCount(3);
    if (isMobile) await faq.tap();
    else await faq.click();
    await expect(faq).toHaveAttribute('aria-selected', 'true');
    await expect(why).toHaveAttribute('aria-selected', 'false');
    const panel = page.getByRole('tabpanel', { name: 'FAQ' });
    await expect(panel.locator('details')).toHaveCount(3);
    await expect(page.getByRole('tabpanel')).toHaveCount(1);
    const first = panel.locator('summary').first();
    if (isMobile) await first.tap();
    else await first.click();
    await expect(panel.locator('details').first()).toHaveAttribute('open', '');

    await faq.focus();
    await page.keyboard.press('ArrowRight');
    await expect(why).toBeFocused();
    await expect(why).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('End');
    await expect(faq).toBeFocused();
    await page.keyboard.press('Home');
    await expect(why).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tabpanel', { name: 'Why Hire a Lawyer' }).locator('summary').first()).toBeFocused();
    expect(framework).toEqual([]);
  });

  test('reviews: four different reviews, previous and next bounded, by mouse or touch and by keyboard', async ({ page, isMobile }) => {
    const framework = watchFrameworkRequests(page);
    await page.goto('/');
    const region = page.getByRole('region', { name: 'Illustrative examples, written for this website' });
    await expect(region).toHaveAttribute('data-ready', '');
    const previous = region.getByRole('button', { name: 'Previous review' });
    const next = region.getByRole('button', { name: 'Next review' });
    await next.scrollIntoViewIfNeeded();
    await expect(previous).toBeDisabled();
    const shown: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      await expect(region.getByRole('figure')).toHaveAccessibleName(`Review ${i + 1} of 4`);
      shown.push(await region.getByRole('figure').innerText());
      if (i < 3) {
        if (isMobile) await next.tap();
        else await next.click();
      }
    }
    expect(new Set(shown).size).toBe(4);
    await expect(next).toBeDisabled();
    await expect(region.getByText('Review 4 of 4', { exact: true })).toBeVisible();

    await previous.focus();
    await page.keyboard.press('Enter');
    await expect(region.getByRole('figure')).toHaveAccessibleName('Review 3 of 4');
    await page.keyboard.press('Space');
    await page.keyboard.press('Space');
    await expect(region.getByRole('figure')).toHaveAccessibleName('Review 1 of 4');
    await expect(previous).toBeDisabled();
    expect(await region.getByRole('figure').innerText()).toBe(shown[0]);
    expect(framework).toEqual([]);
  });
});
