import type { FaqTabsEntry } from '@/lib/schemas/content';
import { leadJourney } from './lead-journey';

/** The two FAQ tabs on the home page. Each answer is general information, not legal advice. */
export const faqTabs: FaqTabsEntry = [
  {
    id: 'why-hire',
    label: 'Why Hire a Lawyer',
    items: [
      {
        id: 'what-a-lawyer-does',
        subject: 'What can a lawyer do for a survivor?',
        subtitle: 'A lawyer works for you, and only for you.',
        paragraphs: [
          'A lawyer can listen to what happened and explain your rights in plain words. They can tell you whether you may have a claim for compensation, and against whom. That could be the person who harmed you, or an employer, school or organization that failed to protect you.',
          'If you decide to go ahead, the lawyer handles the legal work. They gather evidence, deal with the other side and speak for you, so you do not have to face it alone.',
        ],
      },
      {
        id: 'how-much-it-costs',
        subject: 'How much does a lawyer cost?',
        subtitle: 'The consultation is free, and most lawyers charge nothing up front.',
        paragraphs: [
          'Most lawyers who handle these cases work on a contingency fee. This means you pay no fee up front. The lawyer is paid a share of the money you receive, typically 25% to 40% of a settlement, and usually only if you receive something.',
          'Case costs, such as court filing fees or the cost of getting records, may still apply. Ask the lawyer how costs are handled before you sign anything, and make sure the agreement is in writing.',
        ],
      },
      {
        id: 'you-stay-in-control',
        subject: 'Will I stay in control?',
        paragraphs: [
          'Yes. Talking to a lawyer does not commit you to anything. You decide whether to retain any attorney, and you never have to explain why.',
          'If you do hire a lawyer, important decisions, such as whether to accept a settlement, are yours to make. You can ask questions at any point, take time to think, or stop at any time.',
        ],
      },
    ],
  },
  {
    id: 'faq',
    label: 'FAQ',
    items: [
      {
        id: 'free-and-confidential',
        subject: 'Is the consultation really free and confidential?',
        subtitle: 'Free, yes. Confidential, with one limit you should know about.',
        paragraphs: [
          'Free: the consultation costs nothing, and asking does not commit you to anything. After the consultation, you are free to walk away.',
          leadJourney.recipient,
          leadJourney.transport,
          'Confidential: the firm treats what you share as confidential. But a form travels by e-mail through outside services, and sending one does not create an attorney-client relationship, so do not count on what you write being protected by attorney-client privilege. Share only what you are comfortable putting in writing, and keep the details for the conversation with a lawyer.',
          'You can tell the firm which ways are safe to reach you, and when.',
        ],
      },
      {
        id: 'is-there-a-deadline',
        subject: 'Is there a deadline to take legal action?',
        paragraphs: [
          'Yes. Each state sets a time limit, called a statute of limitations. It is typically two to four years, depending on the state and the type of claim.',
          'For childhood sexual abuse, many states give survivors much longer, and some have opened special windows for older claims. Because the rules differ and deadlines can pass quietly, it is wise to talk to a lawyer soon, even if what happened was long ago.',
        ],
      },
      {
        id: 'not-ready-for-police',
        subject: 'What if I am not ready to report to the police?',
        paragraphs: [
          'That is okay. You can talk to a lawyer first, and you do not need a police report to ask questions. A lawyer can explain how a civil case (a claim for compensation) works and how it may relate to a police report, so you can decide what feels right for you.',
          'If you need support right now, the National Sexual Assault Hotline is free and confidential, day and night, at 800-656-4673. If you are in danger, call 911.',
        ],
      },
    ],
  },
];
