import type { Review } from '@/lib/schemas/content';
import type { SiteCopy } from '@/lib/content/copy';
import { CAROUSEL } from '@/lib/islands/carousel';
import { REVIEWS_SHOWN } from '@/lib/limits';
import { fillTemplate } from '@/lib/text';

/**
 * Shows REVIEWS_SHOWN reviews picked at random in the browser by the standalone script
 * (lib/islands/carousel.ts), with no framework. Every review is in the HTML; the card's space is
 * reserved and stays invisible until the pick is made, so visitors never see one set swap for
 * another. Without JavaScript the first review shows. Every sample's card carries
 * `copy.sampleLabel` and no stars; a published testimonial's carries its rating and no label.
 */
export function ReviewCarousel({ reviews, copy }: { reviews: readonly Review[]; copy: SiteCopy['reviewsCopy'] }) {
  const position = fillTemplate(copy.position, { index: 1, total: Math.min(REVIEWS_SHOWN, reviews.length) });
  const attr = (name: string) => ({ [name]: '' });
  const arrow =
    'flex h-12 w-12 items-center justify-center rounded-full border-2 border-brand bg-white text-brand-dark hover:bg-brand-soft disabled:cursor-not-allowed disabled:border-line disabled:text-slate-400';

  return (
    <div
      role="region"
      aria-roledescription={copy.carouselRole}
      aria-label={copy.carouselLabel}
      className="in-[.js]:invisible in-[.js]:data-ready:visible"
      {...attr(CAROUSEL.root)}
      {...{ [CAROUSEL.position]: copy.position }}
    >
      <div className="flex items-center gap-3 md:gap-6">
        <button type="button" className={arrow} disabled aria-label={copy.previous} {...attr(CAROUSEL.previous)}>
          <svg viewBox="0 0 24 24" className="h-6 w-6" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2.5">
            <path d="M15 5l-7 7 7 7" />
          </svg>
        </button>
        {/* Every review sits in the same grid cell and only the current one is visible, so the
            card is as tall as the longest review: nothing is clipped on a narrow phone, and neither
            the random pick nor stepping through moves anything below the carousel. */}
        <div className="grid min-w-0 flex-1 grid-cols-1">
          {reviews.map((r, i) => {
            const current = i === 0;
            return (
              <figure
                key={r.id}
                aria-roledescription={copy.slideRole}
                aria-label={current ? position : undefined}
                aria-hidden={current ? undefined : true}
                className="invisible col-start-1 row-start-1 flex min-h-[22rem] flex-col rounded-2xl bg-white p-5 shadow-md data-current:visible sm:min-h-72 md:p-8"
                {...attr(CAROUSEL.slide)}
                {...(current ? attr(CAROUSEL.current) : {})}
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
        <button type="button" className={arrow} aria-label={copy.next} {...attr(CAROUSEL.next)}>
          <svg viewBox="0 0 24 24" className="h-6 w-6" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2.5">
            <path d="M9 5l7 7-7 7" />
          </svg>
        </button>
      </div>
      <p className="mt-3 text-center text-sm text-muted" aria-live="polite" {...attr(CAROUSEL.status)}>
        {position}
      </p>
    </div>
  );
}
