import type { ReviewWords } from '@/lib/schemas/content';
import type { ReviewId } from '@/content/shared/reviews';

/** The words of the home carousel; who wrote each review, and whether it is a sample, is in content/shared/reviews.ts. */
export const reviewsCopy = {
  sampleLabel: 'Illustrative example, not a real client',
  carouselLabel: 'Customer reviews',
  carouselRole: 'carousel',
  slideRole: 'slide',
  previous: 'Previous review',
  next: 'Next review',
  position: 'Review {index} of {total}',
  rating: 'Rated {rating} out of 5',
} as const;

/** Each review's subject and text, by id. */
export const reviewItems = {
  'sample-maria-g': {
    subject: 'I was finally heard',
    text: 'I kept what happened to me quiet for years. Filling in the form took a few minutes, and a lawyer called me back the next morning. She listened without rushing me and explained my options in plain words. I never felt pushed to decide anything.',
  },
  'sample-james-t': {
    subject: 'Not too late after all',
    text: 'I was abused as a boy and thought it was far too late to do anything. The lawyer explained how the time limits work in my state and what they meant for me. It was the first time I talked about it with anyone. I am glad I reached out.',
  },
  'sample-aisha-r': {
    subject: 'They respected my safety',
    text: 'I told them on the form that calls were not safe for me. They only e-mailed me, at the time I asked for. That small thing meant a lot. The consultation was free, and I took my time before deciding to go ahead.',
  },
  'sample-daniel-k': {
    subject: 'Clear answers about my job',
    text: 'My supervisor harassed me for months and I was afraid of losing my job. The lawyer explained my rights at work and what would happen at each step. There was no cost to talk, and the reply came the same day I wrote in.',
  },
  'sample-lauren-b': {
    subject: 'Help when my photos were shared',
    text: 'An ex posted private pictures of me online. I felt ashamed and did not know where to start. The lawyer was calm and kind. She explained what could be done and what to save as evidence. I felt less alone after that first call.',
  },
  'sample-rosa-m': {
    subject: 'Gentle and patient',
    text: 'Leaving my partner was the hardest thing I have done. When I was ready to ask about my legal options, this service connected me with a lawyer quickly. He was patient, answered every question, and never made me feel judged.',
  },
  'sample-kevin-w': {
    subject: 'Honest about costs',
    text: 'I was worried about money. The lawyer explained the contingency fee before anything else: no payment up front, and a share of any recovery only if there is one. He also told me which costs might still apply. I appreciated the honesty.',
  },
  'sample-tanya-p': {
    subject: 'Someone finally believed me',
    text: 'What happened to me was not my fault, and the lawyer made sure I knew that. She explained how people who force or trick others into sex can be held responsible. I could stop at any time, and that made it easier to keep going.',
  },
  'sample-grace-l': {
    subject: 'Help for my daughter',
    text: 'I reached out on behalf of my teenage daughter after she told me about a coach. I was overwhelmed and scared. The lawyer spoke to us with great care, explained the process slowly, and let us decide in our own time.',
  },
} as const satisfies Record<ReviewId, ReviewWords>;
