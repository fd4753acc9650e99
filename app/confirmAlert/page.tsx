import type { Metadata } from 'next';
import { confirmation } from '@/content/confirmation';
import { readSiteConfig } from '@/lib/config';
import { pageMetadata } from '@/lib/seo';
import { ConfirmationView } from '@/components/confirmation/confirmation-view';
import { pageTitles } from '@/content/layout';
import { PageFrame } from '@/components/layout/page-frame';

export const metadata: Metadata = pageMetadata({ title: pageTitles.confirmation, description: `${confirmation.lead} ${confirmation.title}.`, path: '/confirmAlert/' });

export default function ConfirmAlertPage() {
  return (
    <PageFrame path="/confirmAlert/">
      <ConfirmationView phone={readSiteConfig().phone} />
    </PageFrame>
  );
}
