import { copyFor } from '@/lib/copy';
import { stateGuidePath, type StateGuide } from '@/lib/state-guides';
import type { Locale } from '@/lib/i18n';
import { PageHero } from '@/components/page/page-hero';

export function StateGuidesIndexView({ guides, locale }: { guides: readonly StateGuide[]; locale: Locale }) {
  const copy = copyFor(locale).stateGuides;
  return (
    <>
      <PageHero title={copy.indexTitle} lead={copy.indexLead} />
      <div className="mx-auto max-w-blog space-y-6 px-4 py-10">
        <p className="max-w-prose">{copy.indexIntro}</p>
        <nav aria-labelledby="state-list">
          <h2 id="state-list" className="text-heading text-navy">
            {copy.indexListLabel}
          </h2>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2 md:grid-cols-3">
            {guides.map((guide) => (
              <li key={guide.code}>
                <a href={stateGuidePath(guide, locale)} className="block rounded-lg border border-line bg-white px-4 py-3 font-bold text-brand-dark underline">
                  {guide.name[locale]}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </>
  );
}
