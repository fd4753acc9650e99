'use client';

import { useEffect, useState } from 'react';
import { REVIEWS_SHOWN } from '@/lib/limits';
import { pickDistinct } from '@/lib/random-pick';

export interface ReviewItem {
  id: string;
  name: string;
  avatar: string;
  rating: number;
  city: string;
  state: string;
  subject: string;
  text: string;
}

/**
 * Shows REVIEWS_SHOWN reviews picked at random in the browser. The card's space is reserved
 * and stays invisible until the pick is made, so visitors never see one set swap for another.
 */
export function ReviewCarousel({ reviews }: { reviews: ReviewItem[] }) {
  const [shown, setShown] = useState<ReviewItem[] | null>(null);
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
  const arrow = 'flex h-12 w-12 items-center justify-center rounded-full border-2 border-brand bg-white text-brand-dark hover:bg-brand-soft disabled:cursor-not-allowed disabled:border-line disabled:text-slate-400';

  return (
    <div role="region" aria-roledescription="carousel" aria-label="Customer reviews" className={shown ? '' : 'in-[.js]:invisible'} data-ready={shown ? '' : undefined}>
      <div className="flex items-center gap-3 md:gap-6">
        <button type="button" className={arrow} onClick={() => setIndex(index - 1)} disabled={atStart} aria-label="Previous review">
          <svg viewBox="0 0 24 24" className="h-6 w-6" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2.5">
            <path d="M15 5l-7 7 7 7" />
          </svg>
        </button>
        {review && (
          <figure aria-roledescription="slide" aria-label={`Review ${index + 1} of ${items.length}`} className="flex h-[22rem] flex-1 flex-col overflow-hidden rounded-2xl bg-white p-5 shadow-md sm:h-72 md:p-8">
            {/* HTML allows a figcaption only as the first or last child of its figure. */}
            <figcaption className="flex items-center gap-3">
              <span aria-hidden="true" className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand font-bold text-white">
                {review.avatar}
              </span>
              <div>
                <span className="block font-bold text-navy">{review.name}</span>
                <span className="block text-sm text-muted">
                  {review.city}, {review.state}
                </span>
              </div>
              <p className="ml-auto text-amber" role="img" aria-label={`Rated ${review.rating} out of 5`}>
                {'★'.repeat(review.rating)}
              </p>
            </figcaption>
            <p className="mt-4 font-bold text-navy">{review.subject}</p>
            <blockquote className="mt-2 text-ink">{review.text}</blockquote>
          </figure>
        )}
        <button type="button" className={arrow} onClick={() => setIndex(index + 1)} disabled={atEnd} aria-label="Next review">
          <svg viewBox="0 0 24 24" className="h-6 w-6" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2.5">
            <path d="M9 5l7 7-7 7" />
          </svg>
        </button>
      </div>
      <p className="mt-3 text-center text-sm text-muted" aria-live="polite">
        Review {index + 1} of {items.length}
      </p>
    </div>
  );
}
