import { copyFor } from '@/lib/content/copy';
import { answerLines } from '@/lib/legal-facts/guide-answer';
import type { Locale } from '@/lib/i18n';
import type { StateGuide } from '@/lib/legal-facts/state-guides';
import { fillTemplate } from '@/lib/text';
import type { FirmContact } from '@/components/states/firm-links';

/**
 * What a guide says first, one line per situation, so a survivor on a phone reads hers on the first screen: the rule
 * that gives her time, marked where it is only reported, or what keeps the question open with one tap to the firm.
 */
export function GuideAnswer({ guide, locale, firm }: { guide: StateGuide; locale: Locale; firm: FirmContact }) {
  const copy = copyFor(locale).stateGuides.answer;
  const lines = answerLines(guide, locale);
  const anyReported = lines.some((line) => line.basis === 'reported') || guide.reported.length > 0;
  return (
    <section aria-labelledby="answer" className="mt-4">
      <h2 id="answer" className="sr-only">
        {copy.title}
      </h2>
      <ul className="space-y-1 text-ink">
        {lines.map((line) => (
          <li key={line.situation}>
            <strong className="font-bold text-navy">{copy.labels[line.situation]}</strong>{' '}
            {line.basis === 'reported' && <em className="font-bold not-italic text-brand-dark">{copy.reported}</em>}{' '}
            {line.text === null ? (
              <>
                {copy.open[line.situation]}{' '}
                <a href={firm.phone.href} className="font-bold whitespace-nowrap text-brand-dark underline">
                  {fillTemplate(copy.call, { phone: firm.phone.display })}
                </a>
              </>
            ) : line.general ? (
              fillTemplate(copy.general, { limit: line.text })
            ) : (
              line.text
            )}
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm text-ink">
        {anyReported && `${copy.reportedNote} `}
        {copy.details}
      </p>
    </section>
  );
}
