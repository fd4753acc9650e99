'use client';

import { useEffect, useState } from 'react';
import type { Review } from '@/lib/schemas/content';
import { REVIEWS_SHOWN } from '@/lib/limits';
import { pickDistinct } from '@/lib/random-pick';
import { fillTemplate } from '@/lib/text';
import type { SiteCopy } from '@/lib/copy';

/**
 * Shows REVIEWS_SHOWN reviews picked at random in the browser. The card's space is reserved
 * and stays invisible until the pick is made, so visitors never see one set swap for another.
 * Every sample's card carries `copy.sampleLabel` and no stars; a published testimonial's carries its rating and no label.
 */
export function ReviewCarousel({ reviews, copy }: { reviews: readonly Review[]; copy: SiteCopy['reviewsCopy'] }) {
  const [shown, setShown] = useState<Review[] | null>(null);
  const [index, setIndex] = useState(0);

  useEffect(() => {
    // The pick must differ per visit, so it cannot happen during the static render.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setShown(pickDistinct(reviews, REVIEWS_SHOWN));
  }, [reviews]);

  const items = shown ?? reviews.slice(0, REVIEWS_SHOWN);
  const review = items[index];
  const atStart = index === 0;
  const atEnd = index === items.length - 1;
  const position = fillTemplate(copy.position, { index: index + 1, total: items.length });
  const arrow =
    'flex h-12 w-12 items-center justify-center rounded-full border-2 border-brand bg-white text-brand-dark hover:bg-brand-soft disabled:cursor-not-allowed disabled:border-line disabled:text-slate-400';

  return (
    <div
      role="region"
      aria-roledescription={copy.carouselRole}
      aria-label={copy.carouselLabel}
      className={shown ? '' : 'in-[.js]:invisible'}
      data-ready={shown ? '' : undefined}
    >
      <div className="flex items-center gap-3 md:gap-6">
        <button type="button" className={arrow} onClick={() => setIndex(index - 1)} disabled={atStart} aria-label={copy.previous}>
          <svg viewBox="0 0 24 24" className="h-6 w-6" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2.5">
            <path d="M15 5l-7 7 7 7" />
          </svg>
        </button>
        {/* Every review sits in the same grid cell and only the current one is visible, so the
            card is as tall as the longest review: nothing is clipped on a narrow phone, and neither
            the random pick nor stepping through moves anything below the carousel. */}
        <div className="grid min-w-0 flex-1 grid-cols-1">
          {reviews.map((r) => {
            const current = r === review;
            return (
              <figure
                key={r.id}
                aria-roledescription={current ? copy.slideRole : undefined}
                aria-label={current ? position : undefined}
                aria-hidden={current ? undefined : true}
                className={`col-start-1 row-start-1 flex min-h-[22rem] flex-col rounded-2xl bg-white p-5 shadow-md sm:min-h-72 md:p-8 ${current ? '' : 'invisible'}`}
              >
                <figcaption>
                  <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
                    <span aria-hidden="true" className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand font-bold text-white">
                      {r.avatar}
                    </span>
                    <span>
                      <span className="block font-bold text-navy">{r.name}</span>
                      <span className="block text-sm text-muted">
                        {r.city}, {r.state}
                      </span>
                    </span>
                    {/* Stars only on a real client's testimonial: a sample's rating would be invented (16 CFR 465). */}
                    {r.kind === 'testimonial' && (
                      <span className="ml-auto text-amber" role="img" aria-label={fillTemplate(copy.rating, { rating: r.rating })}>
                        {'★'.repeat(r.rating)}
                      </span>
                    )}
                  </span>
                  {/* Part of the caption, so a screen reader announces it with the name, before the quote. */}
                  {r.kind === 'sample' && (
                    <span className="mt-2 inline-block rounded border border-line bg-brand-soft px-2 py-0.5 text-sm font-semibold text-navy">
                      {copy.sampleLabel}
                    </span>
                  )}
                </figcaption>
                <p className="mt-3 font-bold text-navy">{r.subject}</p>
                <blockquote className="mt-2 text-ink">{r.text}</blockquote>
              </figure>
            );
          })}
        </div>
        <button type="button" className={arrow} onClick={() => setIndex(index + 1)} disabled={atEnd} aria-label={copy.next}>
          <svg viewBox="0 0 24 24" className="h-6 w-6" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2.5">
            <path d="M9 5l7 7-7 7" />
          </svg>
        </button>
      </div>
      <p className="mt-3 text-center text-sm text-muted" aria-live="polite">
        {position}
      </p>
    </div>
  );
}
