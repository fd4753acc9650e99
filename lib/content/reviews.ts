import type { Review } from '@/lib/schemas/content';

/**
 * How the reviews section names itself. The specification's "Our Customer's Say" and "Customer
 * reviews" are used only once at least one consented testimonial is published; while every review
 * is an invented sample, the section and the carousel say they are illustrative examples, so the
 * overall impression cannot be taken for real clients (16 CFR 465, ABA Model Rule 7.1).
 */
export function reviewsShownAs(
  reviews: readonly Pick<Review, 'kind'>[],
  home: { reviewsTitle: string; reviewsTitleSamples: string },
  copy: { carouselLabel: string; carouselLabelSamples: string },
): { title: string; carouselLabel: string } {
  const anyTestimonial = reviews.some((review) => review.kind === 'testimonial');
  return anyTestimonial
    ? { title: home.reviewsTitle, carouselLabel: copy.carouselLabel }
    : { title: home.reviewsTitleSamples, carouselLabel: copy.carouselLabelSamples };
}
