import { issueTypes } from '@/lib/content';
import { site } from '@/content/site';
import { readSiteConfig } from '@/lib/config';
import type { EmailSettings } from '@/lib/email';
import type { LeadContext } from '@/lib/forms/payloads';

/** An issue type as a form offers it: the canonical name the firm receives, and what it reads as. */
export interface IssueChoice {
  value: string;
  label: string;
}

/** Everything a lead form needs from the build-time configuration, passed from the server. */
export interface LeadFormSettings {
  email: EmailSettings;
  templateId: string;
  context: LeadContext;
  phone: { display: string; href: string };
  issues: IssueChoice[];
}

export function leadFormSettings(form: 'contact' | 'case'): LeadFormSettings {
  const config = readSiteConfig();
  return {
    email: { publicKey: config.emailjs.publicKey, serviceId: config.emailjs.serviceId, origin: config.emailjs.origin },
    templateId: form === 'contact' ? config.emailjs.contactTemplateId : config.emailjs.caseTemplateId,
    context: { productLabel: site.productLabel, recipient: config.leadsInbox, siteUrl: config.siteUrl },
    phone: config.phone,
    issues: issueTypes.map((t) => ({ value: t.name, label: t.name })),
  };
}
