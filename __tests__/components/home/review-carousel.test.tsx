/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReviewCarousel } from '@/components/home/review-carousel';
import { reviewsSchema, type Review, type ReviewEntry } from '@/lib/schemas/content';
import { CAROUSEL, installCarousel } from '@/lib/islands/carousel';
import { REVIEWS_SHOWN } from '@/lib/limits';
import { pickDistinct } from '@/lib/site/random-pick';
import { reviewsCopy } from '@/content/en/reviews';

const LABEL = 'Illustrative example, not a real client';

const fields = (i: number) => ({ id: `r${i}`, avatar: 'P', city: 'Austin', state: 'TX', subject: `Subject ${i}`, text: `Review text ${i}` });
const entry = (i: number): ReviewEntry => ({ ...fields(i), kind: 'sample', name: `Person ${i}` });
const testimonial = (i: number): ReviewEntry => ({
  ...fields(i),
  rating: 5,
  kind: 'testimonial',
  consent: { date: '2026-01-15', method: 'signed release', nameAsAgreed: `Person ${i}` },
});

// Through the real schema, as the page gets them.
const samples = reviewsSchema.parse(Array.from({ length: 9 }, (_, i) => entry(i)));
const testimonials = reviewsSchema.parse(Array.from({ length: 9 }, (_, i) => testimonial(i)));

const card = () => screen.getByRole('figure', { name: /^Review \d of 4$/ });

/** The server-rendered carousel with its standalone script run over it, as in the browser. */
function renderCarousel(reviews: readonly Review[]) {
  const result = render(<ReviewCarousel reviews={reviews} copy={reviewsCopy} />);
  installCarousel(document, CAROUSEL, REVIEWS_SHOWN, pickDistinct);
  return result;
}

async function collectShown(user: ReturnType<typeof userEvent.setup>) {
  const seen: string[] = [];
  for (let i = 0; i < 4; i += 1) {
    seen.push(within(card()).getByText(/^Subject \d$/).textContent ?? '');
    if (i < 3) await user.click(screen.getByRole('button', { name: 'Next review' }));
  }
  return seen;
}

// The pick is made with Math.random in the browser; each test fixes its draws, so every run
// sees the same reviews and a failure can be replayed.
let random: jest.SpyInstance<number, []>;
beforeEach(() => {
  random = jest.spyOn(Math, 'random').mockReturnValue(0.5);
});
afterEach(() => random.mockRestore());

describe('ReviewCarousel', () => {
  it('shows four different reviews, one step at a time, in the order picked', async () => {
    // The same draw every time: a pick that indexed the list directly would show one review four times.
    const user = userEvent.setup();
    renderCarousel(samples);
    expect(await collectShown(user)).toEqual(['Subject 4', 'Subject 5', 'Subject 1', 'Subject 6']);
  });

  it('disables previous at the first review and next at the fourth', async () => {
    const user = userEvent.setup();
    renderCarousel(samples);
    const prev = screen.getByRole('button', { name: 'Previous review' });
    const next = screen.getByRole('button', { name: 'Next review' });
    expect(prev).toBeDisabled();
    expect(next).toBeEnabled();
    expect(screen.getByText('Review 1 of 4')).toBeInTheDocument();
    await user.click(next);
    await user.click(next);
    await user.click(next);
    expect(screen.getByText('Review 4 of 4')).toBeInTheDocument();
    expect(next).toBeDisabled();
    expect(prev).toBeEnabled();
    await user.click(prev);
    expect(screen.getByText('Review 3 of 4')).toBeInTheDocument();
  });

  it('exposes only the current review to assistive technology, though all are laid out to size the card', async () => {
    const user = userEvent.setup();
    renderCarousel(samples);
    expect(screen.getAllByRole('figure')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Next review' }));
    expect(screen.getAllByRole('figure')).toHaveLength(1);
    expect(card()).toHaveAccessibleName('Review 2 of 4');
  });

  it('shows the first review, and says which, in the HTML before any script runs', () => {
    render(<ReviewCarousel reviews={samples} copy={reviewsCopy} />);
    expect(card()).toHaveAccessibleName('Review 1 of 4');
    expect(within(card()).getByText('Subject 0')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous review' })).toBeDisabled();
  });

  it("gives a testimonial's stars a text equivalent", () => {
    renderCarousel(testimonials);
    expect(screen.getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
  });

  it('shows no star rating on a sample card', () => {
    renderCarousel(samples);
    expect(within(card()).queryByRole('img', { name: /^Rated/ })).not.toBeInTheDocument();
    expect(card()).not.toHaveTextContent('★');
  });

  it('picks in the browser from its random source, so different visits see different reviews', () => {
    const first = renderCarousel(samples);
    expect(within(card()).getByText(/^Subject \d$/)).toHaveTextContent('Subject 4');
    first.unmount();
    random.mockReturnValue(0.999999);
    renderCarousel(samples);
    expect(within(card()).getByText(/^Subject \d$/)).toHaveTextContent('Subject 8');
  });

  it('labels every sample card, in its caption with the name, on every step', async () => {
    const user = userEvent.setup();
    renderCarousel(samples);
    for (let i = 0; i < 4; i += 1) {
      const caption = within(card())
        .getByText(/^Person \d$/)
        .closest('figcaption');
      expect(caption).not.toBeNull();
      expect(within(caption as HTMLElement).getByText(LABEL)).toBeVisible();
      if (i < 3) await user.click(screen.getByRole('button', { name: 'Next review' }));
    }
  });

  it('shows a published testimonial under the name the client agreed to, with no sample label', async () => {
    const user = userEvent.setup();
    renderCarousel(testimonials);
    for (let i = 0; i < 4; i += 1) {
      expect(within(card()).getByText(/^Person \d$/)).toBeVisible();
      expect(within(card()).queryByText(LABEL)).toBeNull();
      if (i < 3) await user.click(screen.getByRole('button', { name: 'Next review' }));
    }
  });
});
