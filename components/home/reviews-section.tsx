import { copyFor } from '@/lib/content/copy';
import type { Locale } from '@/lib/i18n';
import { reviewsShownAs } from '@/lib/content/reviews';
import { ReviewCarousel } from '@/components/home/review-carousel';

export function ReviewsSection({ locale }: { locale: Locale }) {
  const { home: homeCopy, reviewsCopy, reviews } = copyFor(locale);
  const { title, carouselLabel } = reviewsShownAs(reviews, homeCopy, reviewsCopy);
  return (
    <section aria-labelledby="reviews" className="bg-brand-soft">
      <div className="mx-auto max-w-4xl px-4 py-14">
        <h2 id="reviews" className="text-center text-title text-navy">
          {title}
        </h2>
        <div className="mt-8">
          <ReviewCarousel reviews={reviews} copy={{ ...reviewsCopy, carouselLabel }} />
        </div>
        <p className="mt-4 text-center text-sm text-muted">{homeCopy.reviewsDisclaimer}</p>
      </div>
    </section>
  );
}
