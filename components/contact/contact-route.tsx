import type { Metadata } from 'next';
import { copyFor } from '@/lib/content/copy';
import { localePath, type Locale } from '@/lib/i18n';
import { pageMetadata } from '@/lib/site/seo';
import { ContactSection } from '@/components/contact/contact-section';
import { CrisisHelp } from '@/components/legal/crisis-help';
import { PageFrame } from '@/components/layout/page-frame';
import { ROUTES } from '@/lib/routes';

export function contactRoute(locale: Locale): { metadata: Metadata; Page: () => React.ReactNode } {
  const { contact } = copyFor(locale);
  const path = localePath(locale, ROUTES.contact);
  return {
    metadata: pageMetadata({ title: contact.title, description: contact.metaDescription, path }),
    Page: function ContactPage() {
      return (
        <PageFrame path={path} locale={locale}>
          <ContactSection headingLevel="h1" idPrefix="contact" locale={locale} islands="forms" />
          <div className="mx-auto max-w-blog px-4 pb-16">
            <CrisisHelp locale={locale} />
          </div>
        </PageFrame>
      );
    },
  };
}
