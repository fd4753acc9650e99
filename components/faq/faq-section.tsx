import { copyFor } from '@/lib/content/copy';
import type { Locale } from '@/lib/i18n';
import { FaqQuestions } from '@/components/faq/faq-questions';
import { FaqTabs } from '@/components/faq/faq-tabs';
import { PageFactsSources } from '@/components/legal/page-facts';
import { pageFactsFor } from '@/lib/legal-facts/page-facts';

export function FaqSection({ locale }: { locale: Locale }) {
  const { faqTabs, home: homeCopy, layout: layoutCopy } = copyFor(locale);
  const tabs = faqTabs.map((tab) => ({ id: tab.id, label: tab.label, panel: <FaqQuestions items={tab.items} /> }));
  return (
    <section aria-labelledby="faq" className="mx-auto max-w-4xl px-4 py-14">
      <h2 id="faq" className="text-title text-navy">
        {homeCopy.faqTitle}
      </h2>
      <div className="mt-6">
        <FaqTabs tabs={tabs} label={layoutCopy.faqTabsLabel} />
      </div>
      <PageFactsSources facts={pageFactsFor('faq')} locale={locale} heading="h3" />
    </section>
  );
}
