/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { ReviewsSection } from '@/components/home/reviews-section';
import { copyFor } from '@/lib/content/copy';
import { REVIEWS_SHOWN } from '@/lib/limits';
import { reviewsShownAs } from '@/lib/content/reviews';

/** Issue 18: while every review is a sample, nothing in the section calls them customers' or clients' reviews. */
describe.each(['en', 'es'] as const)('the reviews section in %s, with samples only', (locale) => {
  const { home, reviewsCopy, reviews } = copyFor(locale);

  // A list with no reviews at all would pass "every one is a sample": the carousel needs enough to show.
  it('ships samples only, enough to fill the carousel, so the honest names apply', () => {
    expect(reviews.length).toBeGreaterThanOrEqual(REVIEWS_SHOWN);
    expect(reviews.map((review) => review.kind)).toEqual(reviews.map(() => 'sample'));
  });

  it('is headed and announced as illustrative examples, and calls nothing a customer or client review', () => {
    render(<ReviewsSection locale={locale} />);
    expect(screen.getByRole('heading', { level: 2, name: home.reviewsTitleSamples })).toBeInTheDocument();
    const region = screen.getByRole('region', { name: reviewsCopy.carouselLabelSamples });
    const section = region.closest('section') as HTMLElement;
    expect(section).not.toHaveTextContent(home.reviewsTitle);
    expect(section.textContent).not.toMatch(/customer|client review|clientes dicen|opiniones de clientes/i);
    expect(within(region).getAllByText(reviewsCopy.sampleLabel).length).toBeGreaterThan(0);
    expect(within(region).queryByRole('img', { name: /Rated|Calificación/ })).not.toBeInTheDocument();
  });
});

describe('reviewsShownAs', () => {
  const home = { reviewsTitle: "Our Customer's Say", reviewsTitleSamples: 'Illustrative examples' };
  const copy = { carouselLabel: 'Customer reviews', carouselLabelSamples: 'Illustrative examples, written for this website' };

  it('keeps the specification heading once one consented testimonial is published', () => {
    expect(reviewsShownAs([{ kind: 'sample' }, { kind: 'testimonial' }], home, copy)).toEqual({
      title: "Our Customer's Say",
      carouselLabel: 'Customer reviews',
    });
  });

  it('says illustrative examples while every review is a sample', () => {
    expect(reviewsShownAs([{ kind: 'sample' }, { kind: 'sample' }], home, copy)).toEqual({
      title: 'Illustrative examples',
      carouselLabel: 'Illustrative examples, written for this website',
    });
  });
});
