import type { ReviewEntry } from '@/lib/content';

/**
 * Reviews for the home carousel. Each entry is one of two kinds (schema: lib/content.ts):
 * - `kind: "sample"`: invented text for layout. Its card always shows `sampleLabel` below.
 * - `kind: "testimonial"`: a real client's words, published only with their written consent,
 *   recorded in `consent` ({ date, method, nameAsAgreed }); the card shows `nameAsAgreed` as the name.
 * The README ("Reviews: samples and real testimonials") explains what to get and keep. Never invent a
 * testimonial or edit a client's words: lawyer-advertising rules and the FTC's rule on fake
 * reviews forbid it.
 */
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

export const reviews = [
  {
    id: 'sample-maria-g',
    kind: 'sample',
    name: 'Maria G.',
    avatar: 'MG',
    rating: 5,
    city: 'Phoenix',
    state: 'Arizona',
    subject: 'I was finally heard',
    text: 'I kept what happened to me quiet for years. Filling in the form took a few minutes, and a lawyer called me back the next morning. She listened without rushing me and explained my options in plain words. I never felt pushed to decide anything.',
  },
  {
    id: 'sample-james-t',
    kind: 'sample',
    name: 'James T.',
    avatar: 'JT',
    rating: 5,
    city: 'Columbus',
    state: 'Ohio',
    subject: 'Not too late after all',
    text: 'I was abused as a boy and thought it was far too late to do anything. The lawyer explained how the time limits work in my state and what they meant for me. It was the first time I talked about it with anyone. I am glad I reached out.',
  },
  {
    id: 'sample-aisha-r',
    kind: 'sample',
    name: 'Aisha R.',
    avatar: 'AR',
    rating: 5,
    city: 'Atlanta',
    state: 'Georgia',
    subject: 'They respected my safety',
    text: 'I told them on the form that calls were not safe for me. They only e-mailed me, at the time I asked for. That small thing meant a lot. The consultation was free, and I took my time before deciding to go ahead.',
  },
  {
    id: 'sample-daniel-k',
    kind: 'sample',
    name: 'Daniel K.',
    avatar: 'DK',
    rating: 5,
    city: 'Newark',
    state: 'New Jersey',
    subject: 'Clear answers about my job',
    text: 'My supervisor harassed me for months and I was afraid of losing my job. The lawyer explained my rights at work and what would happen at each step. There was no cost to talk, and the reply came the same day I wrote in.',
  },
  {
    id: 'sample-lauren-b',
    kind: 'sample',
    name: 'Lauren B.',
    avatar: 'LB',
    rating: 5,
    city: 'Charlotte',
    state: 'North Carolina',
    subject: 'Help when my photos were shared',
    text: 'An ex posted private pictures of me online. I felt ashamed and did not know where to start. The lawyer was calm and kind. She explained what could be done and what to save as evidence. I felt less alone after that first call.',
  },
  {
    id: 'sample-rosa-m',
    kind: 'sample',
    name: 'Rosa M.',
    avatar: 'RM',
    rating: 5,
    city: 'Tampa',
    state: 'Florida',
    subject: 'Gentle and patient',
    text: 'Leaving my partner was the hardest thing I have done. When I was ready to ask about my legal options, this service connected me with a lawyer quickly. He was patient, answered every question, and never made me feel judged.',
  },
  {
    id: 'sample-kevin-w',
    kind: 'sample',
    name: 'Kevin W.',
    avatar: 'KW',
    rating: 5,
    city: 'Louisville',
    state: 'Kentucky',
    subject: 'Honest about costs',
    text: 'I was worried about money. The lawyer explained the contingency fee before anything else: no payment up front, and a share of any recovery only if there is one. He also told me which costs might still apply. I appreciated the honesty.',
  },
  {
    id: 'sample-tanya-p',
    kind: 'sample',
    name: 'Tanya P.',
    avatar: 'TP',
    rating: 5,
    city: 'Boston',
    state: 'Massachusetts',
    subject: 'Someone finally believed me',
    text: 'What happened to me was not my fault, and the lawyer made sure I knew that. She explained how people who force or trick others into sex can be held responsible. I could stop at any time, and that made it easier to keep going.',
  },
  {
    id: 'sample-grace-l',
    kind: 'sample',
    name: 'Grace L.',
    avatar: 'GL',
    rating: 5,
    city: 'Richmond',
    state: 'Virginia',
    subject: 'Help for my daughter',
    text: 'I reached out on behalf of my teenage daughter after she told me about a coach. I was overwhelmed and scared. The lawyer spoke to us with great care, explained the process slowly, and let us decide in our own time.',
  },
] as const satisfies readonly ReviewEntry[];
