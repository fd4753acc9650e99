import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReviewCarousel, type ReviewItem } from '@/components/home/review-carousel';

const reviews: ReviewItem[] = Array.from({ length: 9 }, (_, i) => ({
  id: `r${i}`,
  name: `Person ${i}`,
  avatar: `P${i}`,
  rating: 5,
  city: 'Austin',
  state: 'TX',
  subject: `Subject ${i}`,
  text: `Review text ${i}`,
}));

async function collectShown(user: ReturnType<typeof userEvent.setup>) {
  const seen: string[] = [];
  for (let i = 0; i < 4; i += 1) {
    seen.push(screen.getByText(/^Subject \d$/).textContent ?? '');
    if (i < 3) await user.click(screen.getByRole('button', { name: 'Next review' }));
  }
  return seen;
}

describe('ReviewCarousel', () => {
  it('shows four different reviews, one step at a time', async () => {
    for (let run = 0; run < 10; run += 1) {
      const user = userEvent.setup();
      const { unmount } = render(<ReviewCarousel reviews={reviews} />);
      const seen = await collectShown(user);
      expect(new Set(seen).size).toBe(4);
      unmount();
    }
  });

  it('disables previous at the first review and next at the fourth', async () => {
    const user = userEvent.setup();
    render(<ReviewCarousel reviews={reviews} />);
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

  it('gives the stars a text equivalent', () => {
    render(<ReviewCarousel reviews={reviews} />);
    expect(screen.getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
  });

  it('picks at random in the browser, so different visits see different sets', () => {
    const sets = new Set<string>();
    for (let run = 0; run < 15; run += 1) {
      const { unmount } = render(<ReviewCarousel reviews={reviews} />);
      sets.add(screen.getByText(/^Subject \d$/).textContent ?? '');
      unmount();
    }
    expect(sets.size).toBeGreaterThan(1);
  });
});
