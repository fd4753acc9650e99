import { faqTabs } from '@/lib/content';
import { homeCopy } from '@/content/home';
import { FaqTabs } from '@/components/faq/faq-tabs';

export function FaqSection() {
  return (
    <section aria-labelledby="faq" className="mx-auto max-w-4xl px-4 py-14">
      <h2 id="faq" className="text-title text-navy">
        {homeCopy.faqTitle}
      </h2>
      <div className="mt-6">
        <FaqTabs tabs={faqTabs} />
      </div>
    </section>
  );
}
