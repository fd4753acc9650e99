// A lead as the relay sends it: checked and cleaned by the forms' own schemas (lib/leads/form-schemas.ts)
// and turned into the templates' variables by the forms' own payload builders
// (lib/leads/payloads.ts), with the firm's inbox and site from the relay's settings, never from
// the request.
import { copyFor } from '../lib/content/copy';
import { buildCaseParams, buildContactParams } from '../lib/leads/payloads';
import type { LeadFormName } from '../lib/leads/relay-contract';
import { caseFormSchema, contactFormSchema } from '../lib/leads/form-schemas';
import { LANGUAGE_TAG, LEAD_LANGUAGE, LOCALES, type Locale } from '../lib/i18n';

export const isLocale = (v: unknown): v is Locale => LOCALES.some((l) => l === v);
export const isFormName = (v: unknown): v is LeadFormName => v === 'contact' || v === 'case';

/** The template variables of a valid lead, or undefined when the form's schema refuses it. */
export function leadParams(
  form: LeadFormName,
  locale: Locale,
  values: unknown,
  suspectedBot: boolean,
  site: { leadsInbox: string; siteUrl: string },
  reference: string,
): Record<string, string> | undefined {
  // The schemas' cross-field rule reads the object even when it is not one (it runs "always",
  // so a visitor sees every message at once): anything but an object is refused here first.
  if (typeof values !== 'object' || values === null || Array.isArray(values)) return undefined;
  const copy = copyFor(locale);
  const issues = copy.issueChoices.map((i) => i.value);
  const context = { productLabel: copy.site.productLabel, recipient: site.leadsInbox, siteUrl: site.siteUrl, language: LEAD_LANGUAGE[locale] };
  const tag = LANGUAGE_TAG[locale];
  if (form === 'contact') {
    const parsed = contactFormSchema(issues, { fields: copy.contactForm.fields, validation: copy.validation, locale: tag }).safeParse(values);
    return parsed.success ? buildContactParams(parsed.data, context, suspectedBot, reference) : undefined;
  }
  const parsed = caseFormSchema(issues, { fields: copy.caseFormFields.fields, validation: copy.validation, locale: tag }).safeParse(values);
  return parsed.success ? buildCaseParams(parsed.data, context, suspectedBot, reference) : undefined;
}
