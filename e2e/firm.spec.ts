import { expect, test, type Page } from '@playwright/test';
import { homeCopy as enHome } from '../content/en/home';
import { homeCopy as esHome } from '../content/es/home';
import { reviewsCopy as enReviews } from '../content/en/reviews';
import { reviewsCopy as esReviews } from '../content/es/reviews';
import { contactCopy as enContact } from '../content/en/contact';
import { contactCopy as esContact } from '../content/es/contact';
import { crisisHelp as enCrisis } from '../content/en/crisis-lines';
import { crisisHelp as esCrisis } from '../content/es/crisis-lines';
import { otherIssueChoices as esOtherChoices } from '../content/es/issue-types';
import { STATE_NAMES } from '../content/shared/states';
import { DEFAULT_FIRM_STATES } from '../lib/schemas/config';
import { sinkMessages, uniqueEmail } from './support/site';

/*
 * Issue 18, in both languages, on the built site. The states follow the build's
 * NEXT_PUBLIC_FIRM_STATES: to prove a firm's own list, build and run with the same value, e.g.
 *   NEXT_PUBLIC_FIRM_STATES=CA,IL,NY,OR,PA (build with the test env), then
 *   NEXT_PUBLIC_FIRM_STATES=CA,IL,NY,OR,PA npx playwright test e2e/firm.spec.ts
 * Without it, the default (the specification's 23 states) is what every page must list.
 */

const LANGUAGES = [
  { locale: 'en', home: '/', contact: '/contact/', safety: '/safety/', words: { home: enHome, reviews: enReviews, contact: enContact, crisis: enCrisis } },
  {
    locale: 'es',
    home: '/es/',
    contact: '/es/contact/',
    safety: '/es/safety/',
    words: { home: esHome, reviews: esReviews, contact: esContact, crisis: esCrisis },
  },
] as const;

type StateCode = keyof typeof STATE_NAMES;
const isStateCode = (code: string): code is StateCode => Object.hasOwn(STATE_NAMES, code);
const configured = (process.env.NEXT_PUBLIC_FIRM_STATES ?? '').trim();
const firmStates: StateCode[] = configured
  ? configured
      .split(',')
      .map((c) => c.trim().toUpperCase())
      .filter(isStateCode)
  : [...DEFAULT_FIRM_STATES];
const expectedStates = (locale: 'en' | 'es') =>
  [...firmStates].sort((a, b) => STATE_NAMES[a].en.localeCompare(STATE_NAMES[b].en, 'en')).map((code) => STATE_NAMES[code][locale]);

async function areaServed(page: Page): Promise<string[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const service = blocks.map((text) => JSON.parse(text) as { '@type'?: string; areaServed?: { name: string }[] }).find((d) => d['@type'] === 'LegalService');
  return (service?.areaServed ?? []).map((area) => area.name);
}

for (const { locale, home, contact, safety, words } of LANGUAGES) {
  test.describe(`firm-ready (${locale})`, () => {
    test('the footer and the structured data name exactly the firm states', async ({ page }) => {
      await page.goto(home);
      const column = page.locator('nav[aria-labelledby="footer-states"]');
      await expect(column.getByRole('listitem')).toHaveText(expectedStates(locale));
      expect(await areaServed(page)).toEqual(expectedStates(locale));
    });

    test('the reviews call nothing a customer or client review while all are samples', async ({ page }) => {
      await page.goto(home);
      const heading = page.getByRole('heading', { level: 2, name: words.home.reviewsTitleSamples, exact: true });
      await expect(heading).toBeVisible();
      const region = page.getByRole('region', { name: words.reviews.carouselLabelSamples });
      await expect(region).toBeVisible();
      const section = page.locator('section', { has: heading });
      await expect(section).not.toContainText(words.home.reviewsTitle);
      await expect(section).not.toContainText(/customer|client review|opiniones de clientes|nuestros clientes/i);
      await expect(region.getByRole('figure').getByText(words.reviews.sampleLabel)).toBeVisible();
      await expect(region.getByRole('img', { name: /Rated|Calificación/ })).toHaveCount(0);
      await expect(region).not.toContainText('★');
    });

    test('the contact page says which languages the intake team answers in', async ({ page }) => {
      await page.goto(contact);
      const spanish = (process.env.NEXT_PUBLIC_INTAKE_LANGUAGES ?? 'en').replace(/\s/g, '') === 'en,es';
      await expect(page.getByText(spanish ? words.contact.intakeLanguage.withSpanish : words.contact.intakeLanguage.englishOnly)).toBeVisible();
    });

    test('/safety/ lists the added crisis services with working call, text and chat links', async ({ page }) => {
      await page.goto(safety);
      const card = page.getByRole('region', { name: words.crisis.title });
      const line = (name: string) => card.getByRole('listitem').filter({ has: page.getByText(name, { exact: true }) });
      const { lines } = words.crisis;
      await expect(line(lines.trafficking.name).getByRole('link', { name: /888-373-7888/ })).toHaveAttribute('href', 'tel:+18883737888');
      await expect(line(lines.trafficking.name).getByRole('link', { name: /233733/ })).toHaveAttribute('href', 'sms:233733?&body=HELP');
      await expect(line(lines.trafficking.name).getByRole('link', { name: words.crisis.actions.chat })).toHaveAttribute(
        'href',
        'https://humantraffickinghotline.org/chat',
      );
      await expect(
        line(lines.childhelp.name)
          .getByRole('link', { name: /800-422-4453/ })
          .first(),
      ).toHaveAttribute('href', 'tel:+18004224453');
      await expect(line(lines['image-abuse'].name).getByRole('link', { name: /844-878-2274/ })).toHaveAttribute('href', 'tel:+18448782274');
      await expect(
        line(lines.stronghearts.name)
          .getByRole('link', { name: /844-762-8483/ })
          .first(),
      ).toHaveAttribute('href', 'tel:+18447628483');
      await expect(line(lines.rainn.name).getByRole('link', { name: words.crisis.actions.chat })).toHaveAttribute('href', 'https://hotline.rainn.org/');
      await expect(line(lines['domestic-violence'].name).getByRole('link', { name: words.crisis.actions.chat })).toHaveAttribute(
        'href',
        'https://www.thehotline.org/',
      );
      for (const href of await card.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))) {
        expect(href).toMatch(/^(tel:\+?\d+|sms:\+?\d+(\?&body=[A-Z]+)?|https:\/\/[^\s]+)$/);
      }
    });

    test('the footer keeps its four crisis lines', async ({ page }) => {
      await page.goto(home);
      const footer = page.getByRole('contentinfo');
      const { lines } = words.crisis;
      for (const kept of [lines.emergency, lines.rainn, lines['domestic-violence'], lines['988']])
        await expect(footer.getByText(kept.name, { exact: true })).toBeVisible();
      for (const added of [lines.trafficking, lines.childhelp, lines['image-abuse'], lines.stronghearts])
        await expect(footer.getByText(added.name)).toHaveCount(0);
    });
  });
}

test('a contact lead with "Car, work or other injury" reaches the firm with its canonical value, from either language', async ({ page }) => {
  for (const { path, form, label, send, issue, confirmation } of [
    { path: '/contact/', form: 'Contact form', label: 'Issue type', send: 'Send', issue: 'Car, work or other injury', confirmation: '/confirmAlert/' },
    {
      path: '/es/contact/',
      form: 'Formulario de contacto',
      label: 'Tipo de caso',
      send: 'Enviar',
      issue: esOtherChoices['Car, work or other injury'],
      confirmation: '/es/confirmAlert/',
    },
  ]) {
    const email = uniqueEmail('injury');
    await page.goto(path);
    const lead = page.getByRole('form', { name: form });
    await lead.getByRole('textbox').first().fill('Lee Park');
    await lead.locator('input[type="email"]').fill(email);
    await lead.locator('input[type="tel"]').fill('(415) 555-0134');
    await lead.getByLabel(label, { exact: true }).selectOption({ label: issue });
    await lead.locator('textarea').fill('A truck hit my car on the way to work.');
    await lead.getByRole('button', { name: send, exact: true }).click();
    await expect(page).toHaveURL(confirmation);
    await expect.poll(async () => (await sinkMessages(email)).map((m) => m.template_params.accidentId)).toEqual(['Car, work or other injury']);
  }
});
