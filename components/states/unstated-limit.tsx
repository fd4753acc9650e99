import { citationIn } from '@/lib/legal-facts/citation';
import { copyFor } from '@/lib/content/copy';
import type { Locale } from '@/lib/i18n';
import type { StateGuide } from '@/lib/legal-facts/state-guides';
import { fillTemplate } from '@/lib/text';

/**
 * A limit the guide does not state still says what is true and useful: the law that governs it (linked to the law's
 * own page where its address is known), that such limits differ widely so nobody should decide alone that it is too
 * late, and, for childhood abuse, CHILD USA's independent research on the state.
 */
export function UnstatedLimit({
  guide,
  field,
  locale,
}: {
  guide: StateGuide;
  field: 'personalInjury' | 'childSexualAbuse' | 'adultSexualAssault';
  locale: Locale;
}) {
  const copy = copyFor(locale).stateGuides.unstated;
  const law = guide.governingLaw[field];
  const state = guide.name[locale];
  const child = field === 'childSexualAbuse';
  return (
    <>
      {law && (
        <p>
          {copy.governedBy}{' '}
          {law.url ? (
            <a href={law.url} rel="noreferrer" className="underline">
              {citationIn(law.citation, locale)}
            </a>
          ) : (
            citationIn(law.citation, locale)
          )}
          .
        </p>
      )}
      <p>{child ? copy.differChild : copy.differ}</p>
      {child && (
        <p>
          {fillTemplate(copy.childUsa, { state })}{' '}
          <a href={guide.childUsa} rel="noreferrer" className="underline">
            {fillTemplate(copy.childUsaLink, { state })}
          </a>
        </p>
      )}
    </>
  );
}
