import { readSiteConfig } from '@/lib/config';
import { copyFor, type SiteCopy } from '@/lib/content/copy';
import type { EmailSettings } from '@/lib/leads/send';
import type { LeadContext } from '@/lib/leads/payloads';
import type { LeadFormName } from '@/lib/leads/relay-contract';
import { LANGUAGE_TAG, LEAD_LANGUAGE, localePath, type Locale } from '@/lib/i18n';
import { LEAD_JOURNEY_ANCHOR, ROUTES } from '@/lib/routes';

/** An issue type as a form offers it: the canonical name the firm receives, and what it reads as. */
export interface IssueChoice {
  value: string;
  label: string;
  /** The neutral code an address carries for it (the six issue types only). */
  code?: string;
}

/** Every word a lead form shows, in the page's language: handed to the client island as a prop. */
export interface LeadFormCopy {
  /** BCP 47 tag for numbers in messages ("5,000" / "5000"). */
  languageTag: string;
  form: SiteCopy['form'] & { privacyLinkHref: string };
  sendFailure: SiteCopy['sendFailure'];
  validation: SiteCopy['validation'];
  contactForm: SiteCopy['contactForm'];
  caseFormFields: SiteCopy['caseFormFields'];
  optionLabels: SiteCopy['optionLabels'];
}

/**
 * How a form sends: through the relay (NEXT_PUBLIC_LEAD_RELAY_URL, relay/), which holds the
 * EmailJS ids itself, so the page carries none; or straight to EmailJS with the site's ids.
 */
type LeadTransport = { relayUrl: string; email?: undefined; templateId?: undefined } | { relayUrl?: undefined; email: EmailSettings; templateId: string };

/** Everything a lead form needs from the build-time configuration, passed from the server. */
export type LeadFormSettings = LeadTransport & {
  /** Which form and language: the lead relay checks the values with that form's schema and words. */
  lead: { form: LeadFormName; locale: Locale };
  context: LeadContext;
  phone: { display: string; href: string };
  /** NEXT_PUBLIC_FIRM_NAME: the form says the firm that will answer. */
  firmName: string;
  issues: IssueChoice[];
  copy: LeadFormCopy;
  /** Where a sent lead lands: the confirmation page in the form's language. */
  confirmationPath: string;
  /** Where a lead the relay holds lands: the page that says it is safe and may arrive later. */
  heldConfirmationPath: string;
};

/** A form's words in one language; its privacy link points to the privacy page of that language. */
export function leadFormCopy(locale: Locale): LeadFormCopy {
  const copy = copyFor(locale);
  const { sending, privacyNote, privacyLinkText, ...form } = copy.form;
  const privacyLinkHref = localePath(locale, `${ROUTES.privacy}#${LEAD_JOURNEY_ANCHOR}`);
  return {
    languageTag: LANGUAGE_TAG[locale],
    // The link follows its text, as the form reads them.
    form: { sending, privacyNote, privacyLinkText, privacyLinkHref, ...form },
    sendFailure: copy.sendFailure,
    validation: copy.validation,
    contactForm: copy.contactForm,
    caseFormFields: copy.caseFormFields,
    optionLabels: copy.optionLabels,
  };
}

/** The issue types as a form in `locale` offers them (the six, then the catch-all choices): canonical value, label in that language. */
export function issueChoices(locale: Locale): IssueChoice[] {
  return copyFor(locale).issueChoices;
}

function leadTransport(form: LeadFormName): LeadTransport {
  const { leadRelayUrl, emailjs } = readSiteConfig();
  if (leadRelayUrl) return { relayUrl: leadRelayUrl };
  // The configuration requires every EmailJS id when there is no relay (lib/schemas/config.ts).
  if (!emailjs) throw new Error('EmailJS settings are missing and no lead relay is set');
  return {
    email: { publicKey: emailjs.publicKey, serviceId: emailjs.serviceId, origin: emailjs.origin },
    templateId: form === 'contact' ? emailjs.contactTemplateId : emailjs.caseTemplateId,
  };
}

export function leadFormSettings(form: LeadFormName, locale: Locale = 'en'): LeadFormSettings {
  const config = readSiteConfig();
  return {
    lead: { form, locale },
    ...leadTransport(form),
    context: { productLabel: copyFor(locale).site.productLabel, recipient: config.leadsInbox, siteUrl: config.siteUrl, language: LEAD_LANGUAGE[locale] },
    phone: config.phone,
    firmName: config.firmName,
    issues: issueChoices(locale),
    copy: leadFormCopy(locale),
    confirmationPath: localePath(locale, ROUTES.confirmation),
    heldConfirmationPath: localePath(locale, ROUTES.heldConfirmation),
  };
}
