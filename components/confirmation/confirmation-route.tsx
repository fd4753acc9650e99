import type { Metadata } from 'next';
import { readSiteConfig } from '@/lib/config';
import { copyFor } from '@/lib/copy';
import { localePath, type Locale } from '@/lib/i18n';
import { pageMetadata } from '@/lib/seo';
import { ConfirmationView } from '@/components/confirmation/confirmation-view';
import { PageFrame } from '@/components/layout/page-frame';
import { ROUTES } from '@/lib/routes';
import { fillTemplate } from '@/lib/text';

export function confirmationRoute(locale: Locale): { metadata: Metadata; Page: () => React.ReactNode } {
  const { pageTitles, confirmation } = copyFor(locale);
  const path = localePath(locale, ROUTES.confirmation);
  const { phone, firmName } = readSiteConfig();
  const lead = fillTemplate(confirmation.lead, { firm: firmName });
  return {
    metadata: pageMetadata({ title: pageTitles.confirmation, description: `${lead} ${confirmation.title}.`, path }),
    Page: function ConfirmAlertPage() {
      return (
        <PageFrame path={path} locale={locale}>
          <ConfirmationView phone={phone} firmName={firmName} locale={locale} />
        </PageFrame>
      );
    },
  };
}
