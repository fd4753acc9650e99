import type { ReviewWords } from '@/lib/schemas/content';
import type { ReviewId } from '@/content/shared/reviews';

/** The words of the home carousel; who wrote each review, and whether it is a sample, is in content/shared/reviews.ts. */
export const reviewsCopy = {
  sampleLabel: 'Illustrative example, not a real client',
  carouselLabel: 'Customer reviews',
  /** The carousel's name while every review is a sample. */
  carouselLabelSamples: 'Illustrative examples, written for this website',
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
    subject: 'Finally ready to ask',
    text: 'I kept what happened to me quiet for years. Filling in a short form felt easier than saying it out loud, because I could write it in my own words and at my own pace.',
  },
  'sample-james-t': {
    subject: 'Wondering if it was too late',
    text: 'I was abused as a boy and always assumed it was far too late to do anything. I wanted to find out how the time limits work in my state before deciding anything.',
  },
  'sample-aisha-r': {
    subject: 'Safety came first',
    text: 'Calls were not safe for me, so it mattered that the form let me say how and when I could be reached. Being able to choose that is what made reaching out possible.',
  },
  'sample-daniel-k': {
    subject: 'Questions about my job',
    text: 'My supervisor harassed me for months, and I was afraid of losing my job. I had many questions about my rights at work and did not know who to ask.',
  },
  'sample-lauren-b': {
    subject: 'When my photos were shared',
    text: 'An ex posted private pictures of me online. I felt ashamed and did not know where to start, or what I should save before it disappeared.',
  },
  'sample-rosa-m': {
    subject: 'Ready to ask about my options',
    text: 'Leaving my partner was the hardest thing I have done. Only much later did I feel ready to ask about my legal options, and I wanted to do it without feeling judged.',
  },
  'sample-kevin-w': {
    subject: 'Worried about money',
    text: 'I was worried about money and almost did not reach out. Before anything else, I wanted to understand how a contingency fee works and which costs might apply.',
  },
  'sample-tanya-p': {
    subject: 'It was not my fault',
    text: 'What happened to me was not my fault, but it took me a long time to believe that. I wanted to know whether the people who forced me could be held responsible.',
  },
  'sample-grace-l': {
    subject: 'Asking for my daughter',
    text: 'I reached out on behalf of my teenage daughter after she told me about a coach. I was overwhelmed and scared, and I needed to know where to start.',
  },
} as const satisfies Record<ReviewId, ReviewWords>;
