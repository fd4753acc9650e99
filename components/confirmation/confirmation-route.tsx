import type { Metadata } from 'next';
import { readSiteConfig } from '@/lib/config';
import { copyFor } from '@/lib/content/copy';
import { localePath, type Locale } from '@/lib/i18n';
import { pageMetadata } from '@/lib/site/seo';
import { ConfirmationView } from '@/components/confirmation/confirmation-view';
import { PageFrame } from '@/components/layout/page-frame';
import { ROUTES } from '@/lib/routes';
import { fillTemplate } from '@/lib/text';

/** `held`: the page for a lead the relay keeps to deliver later, rather than one already sent. */
export function confirmationRoute(locale: Locale, delivery: 'sent' | 'held' = 'sent'): { metadata: Metadata; Page: () => React.ReactNode } {
  const { pageTitles, confirmation } = copyFor(locale);
  const held = delivery === 'held';
  const path = localePath(locale, held ? ROUTES.heldConfirmation : ROUTES.confirmation);
  const { phone, firmName } = readSiteConfig();
  const words = held ? confirmation.held : confirmation;
  const lead = fillTemplate(words.lead, { firm: firmName });
  return {
    metadata: pageMetadata({ title: held ? pageTitles.heldConfirmation : pageTitles.confirmation, description: `${lead} ${words.title}.`, path }),
    Page: function ConfirmAlertPage() {
      return (
        <PageFrame path={path} locale={locale}>
          <ConfirmationView phone={phone} firmName={firmName} locale={locale} held={held} />
        </PageFrame>
      );
    },
  };
}
