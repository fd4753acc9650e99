import { expect, test, type Page } from '@playwright/test';
import { LEAD_REFERENCE } from './support/contact-lead';
import { NEUTRAL, SITE, axeViolations, fakeNeutralPage, pageSettled, setSinkMode, sinkMessages, uniqueEmail, watchConsole } from './support/site';

// The Spanish edition (issue 14): every page in Spanish under /es/, linked to its English twin,
// and leads that reach the firm in the same vocabulary as English ones, marked "Spanish".

const COMMON = { lib_version: '4.4.1', service_id: 'local_service', user_id: 'local-public-key' };

// That every Spanish page is in Spanish, with one h1, a title of its own, alternates pointing both
// ways to its English twin, and a place in the sitemap and the Spanish feed, is read from every
// page's HTML by scripts/check-pages.ts.

test('the Spanish 404 page is not indexed and leads back into the Spanish site', async ({ page }) => {
  await page.goto('/es/404/');
  await expect(page.locator('meta[name="robots"][content*="noindex"]').first()).toBeAttached();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('No encontramos esa página');
  await expect(page.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/es/');
  await pageSettled(page);
  expect(await axeViolations(page)).toEqual([]);
});

for (const [from, to] of [
  ['/', '/es/'],
  ['/blogs/page2/14/', '/es/blogs/page2/14/'],
  ['/safety/', '/es/safety/'],
] as const) {
  test(`the language switch goes from ${from} to ${to} and back, without JavaScript`, { tag: '@both-widths' }, async ({ browser, isMobile }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      ...(isMobile ? { viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true } : {}),
    });
    const page = await context.newPage();
    await page.goto(from);
    const h1 = await page.locator('h1').innerText();
    await switchLanguage(page, 'Español');
    await expect(page).toHaveURL(to);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await switchLanguage(page, 'English');
    await expect(page).toHaveURL(from);
    await expect(page.locator('h1')).toHaveText(h1);
    await context.close();
  });
}

/** The switch sits in the header on a wide screen and in the menu on a phone. */
async function switchLanguage(page: Page, name: string) {
  // A long page may still be parsing when its button is visible; the menu it opens comes later.
  await page.waitForLoadState('load');
  const visible = page.getByRole('banner').getByRole('link', { name, exact: true }).filter({ visible: true });
  if ((await visible.count()) === 0) await page.getByRole('button', { name: /^(Menu|Menú)$/ }).click();
  const link = page.getByRole('banner').getByRole('link', { name, exact: true }).filter({ visible: true });
  await expect(link).toHaveAttribute('lang', name === 'English' ? 'en' : 'es');
  await expect(link).toHaveAttribute('hreflang', name === 'English' ? 'en' : 'es');
  await link.click();
}

test('the switch is reachable by keyboard', async ({ page }) => {
  await page.goto('/es/about/');
  const link = page.getByRole('banner').getByRole('link', { name: 'English', exact: true }).first();
  for (let i = 0; i < 20 && !(await link.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab');
  await expect(link).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/about/');
});

test('quick exit works on /es/, and its bar speaks Spanish', async ({ page, context }) => {
  await fakeNeutralPage(context);
  await page.goto('/es/');
  await expect(page.getByRole('complementary', { name: 'Salida rápida' })).toBeVisible();
  await page.getByRole('link', { name: 'Emergencia: Salir de este sitio' }).click();
  await expect(page).toHaveURL(NEUTRAL);
});

async function fillSpanishContact(page: Page, email: string) {
  const form = page.getByRole('form', { name: 'Formulario de contacto' });
  await form.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Lucía Gómez');
  await form.getByRole('textbox', { name: 'Correo electrónico', exact: true }).fill(email);
  await form.getByRole('textbox', { name: 'Teléfono', exact: true }).fill('(305) 555-0188');
  await form.getByRole('combobox', { name: 'Tipo de caso' }).selectOption({ label: 'Violencia de pareja' });
  await form.getByRole('textbox', { name: 'Mensaje', exact: true }).fill('Necesito hablar con alguien en español.');
  await form.getByRole('checkbox', { name: 'Mensaje de texto' }).check();
  return form;
}

const spanishContactParams = (email: string) => ({
  name: 'Referral Portal for Abuse',
  recipient: 'leads@example.org',
  from_name: 'Lucía Gómez',
  email,
  accidentId: 'Partner Violence',
  phone_number: '(305) 555-0188',
  reply_to: email,
  message: 'Necesito hablar con alguien en español.',
  language: 'Spanish',
  logoUrl: `${SITE}/logo.png`,
  logoLink: `${SITE}/`,
  logoString: `${SITE}/logo.png`,
  safe_contact: 'Text message',
  safe_time: 'Not specified',
  suspected_bot: 'no',
  reference: expect.stringMatching(LEAD_REFERENCE),
});

test.describe('the Spanish contact form', () => {
  test('validates in Spanish', async ({ page }) => {
    await page.goto('/es/contact/');
    const form = page.getByRole('form', { name: 'Formulario de contacto' });
    await form.getByRole('button', { name: 'Enviar', exact: true }).click();
    for (const field of ['Nombre', 'Correo electrónico', 'Teléfono', 'Tipo de caso', 'Mensaje'])
      await expect(form.getByText(`El campo "${field}" es obligatorio.`)).toBeVisible();
    await form.getByRole('textbox', { name: 'Correo electrónico', exact: true }).fill('no-es-un-correo');
    await form.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect(form.getByText('Escriba un correo electrónico válido en el campo "Correo electrónico".')).toBeVisible();
  });

  test('delivers canonical values and language "Spanish" to the sink, then confirms in Spanish', async ({ page }) => {
    const console = watchConsole(page);
    const email = uniqueEmail('es-contact');
    await page.goto('/es/contact/');
    const form = await fillSpanishContact(page, email);
    await form.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect(page).toHaveURL('/es/confirmAlert/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Su mensaje fue enviado');
    const messages = await sinkMessages(email);
    expect(messages).toHaveLength(1);
    const body: Record<string, unknown> = { ...messages[0] };
    delete body.receivedAt;
    expect(body).toEqual({ ...COMMON, template_id: 'template_contact', template_params: spanishContactParams(email) });
    console.expectClean();
  });

  test('a failed send says so in Spanish and keeps everything', async ({ page }) => {
    const email = uniqueEmail('es-fail');
    await setSinkMode(email, 'fail', 500);
    await page.goto('/es/contact/');
    const form = await fillSpanishContact(page, email);
    await form.getByRole('button', { name: 'Enviar', exact: true }).click();
    const alert = form.getByRole('alert');
    await expect(alert).toContainText('Su mensaje no se envió.');
    await expect(alert.getByRole('button', { name: 'Intentar de nuevo' })).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Nombre', exact: true })).toHaveValue('Lucía Gómez');
    expect(await sinkMessages(email)).toHaveLength(0);
  });
});

test.describe('the Spanish case form', () => {
  test('Find Lawyer on /es/ carries the canonical issue and zip to /es/formInput/, which prefills and sends them', async ({ page }) => {
    const email = uniqueEmail('es-case');
    await page.goto('/es/');
    const search = page.getByRole('form', { name: 'Buscar un abogado' });
    await search.getByRole('radio', { name: 'Violencia de pareja' }).check({ force: true });
    await search.getByRole('textbox', { name: 'Código postal' }).fill('33101');
    await search.getByRole('button', { name: 'Buscar abogado' }).click();
    await expect(page).toHaveURL('/es/formInput/');
    const form = page.getByRole('form', { name: 'Formulario del caso' });
    const issue = form.getByRole('combobox', { name: '¿Qué tipo de caso es?' });
    await expect(issue).toHaveValue('Partner Violence');
    await expect(issue.locator('option:checked')).toHaveText('Violencia de pareja');
    await expect(form.getByRole('textbox', { name: '¿Cuál es su código postal?' })).toHaveValue('33101');

    await form.getByRole('button', { name: 'Enviar mi caso' }).click();
    await expect(form.getByText('El campo "Nombre completo" es obligatorio.')).toBeVisible();

    await form.getByRole('textbox', { name: '¿Cuál es su nombre completo?' }).fill('Lucía Gómez');
    await form.getByRole('textbox', { name: '¿Cuál es su correo electrónico?' }).fill(email);
    await form.getByRole('textbox', { name: '¿Cuál es su número de teléfono?' }).fill('305 555 0188');
    await form.getByRole('combobox', { name: '¿Cuándo ocurrió el incidente?' }).selectOption({ label: 'Hace 3 años o más' });
    await form.getByRole('combobox', { name: '¿Cuál es el tipo principal de injusticia?' }).selectOption({ label: 'Abuso psicológico' });
    await form.getByRole('group', { name: '¿Hubo otras personas afectadas?' }).getByText('No').click();
    await form.getByRole('textbox', { name: '¿Hay algo más sobre su caso que quiera contarnos?' }).fill('Pasó hace años.');
    await form.getByRole('button', { name: 'Enviar mi caso' }).click();
    await expect(page).toHaveURL('/es/confirmAlert/');
    const messages = await sinkMessages(email);
    expect(messages).toHaveLength(1);
    expect(messages[0]?.template_id).toBe('template_case');
    expect(messages[0]?.template_params).toEqual({
      name: 'Referral Portal for Abuse',
      recipient: 'leads@example.org',
      from_name: 'Lucía Gómez',
      email,
      accidentId: 'Partner Violence',
      fault: 'No',
      medical: 'Not answered',
      period: '3 Years or More',
      phone_number: '305 555 0188',
      signup: 'Not answered',
      stay: 'Mental Abuse',
      zipCode: '33101',
      reply_to: email,
      message: 'Pasó hace años.',
      language: 'Spanish',
      safe_contact: 'Not specified',
      safe_time: 'Not specified',
      suspected_bot: 'no',
      reference: expect.stringMatching(LEAD_REFERENCE),
    });
  });
});
