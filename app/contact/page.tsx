import type { Metadata } from 'next';
import { contactCopy } from '@/content/contact';
import { pageMetadata } from '@/lib/seo';
import { ContactSection } from '@/components/contact/contact-section';
import { CrisisHelp } from '@/components/legal/crisis-help';
import { PageFrame } from '@/components/layout/page-frame';
import { Toaster } from '@/components/ui/toaster';

export const metadata: Metadata = pageMetadata({ title: contactCopy.title, description: contactCopy.metaDescription, path: '/contact/' });

export default function ContactPage() {
  return (
    <PageFrame path="/contact/">
      <ContactSection headingLevel="h1" idPrefix="contact" />
      <div className="mx-auto max-w-blog px-4 pb-16">
        <CrisisHelp />
      </div>
      <Toaster />
    </PageFrame>
  );
}
