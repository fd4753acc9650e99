import type { FaqTabsEntry } from '@/lib/schemas/content';
import { leadJourney } from './lead-journey';
import { promises } from './promises';

/** The two FAQ tabs on the home page. Each answer is general information, not legal advice. */
export const faqTabs: FaqTabsEntry = [
  {
    id: 'why-hire',
    label: 'Why Hire a Lawyer',
    items: [
      {
        id: 'what-a-lawyer-does',
        subject: 'What can a lawyer do for a survivor?',
        subtitle: 'Once you hire a lawyer, the lawyer acts for you.',
        paragraphs: [
          'A lawyer can listen to what happened and explain your rights in plain words. They can tell you whether you may have a claim for compensation, and against whom. That could be the person who harmed you, or an employer, school or organization that failed to protect you.',
          'If you decide to go ahead, the lawyer handles the legal work. They gather evidence, deal with the other side and speak for you, so you do not have to face it alone.',
        ],
      },
      {
        id: 'how-much-it-costs',
        subject: 'How much does a lawyer cost?',
        subtitle: 'The consultation is free. Ask how fees and costs work before you sign anything.',
        paragraphs: [
          promises.fees,
          'Ask the firm to explain its fee and how case costs are handled before you sign anything, and make sure the agreement is in writing.',
        ],
      },
      {
        id: 'you-stay-in-control',
        subject: 'Will I stay in control?',
        paragraphs: [
          'Yes. Talking to the firm does not commit you to anything. You decide whether to hire the firm, and you never have to explain why.',
          promises.noRelationship,
          'If you do hire the firm, important decisions, such as whether to accept a settlement, are yours to make. You can ask questions at any point, take time to think, or stop at any time.',
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
          promises.confidentiality,
          'Share only what you are comfortable putting in writing, and keep the details for the conversation with the firm.',
          'You can tell the firm which ways are safe to reach you, and when.',
          promises.replyAim,
        ],
      },
      {
        id: 'is-there-a-deadline',
        subject: 'Is there a deadline to take legal action?',
        paragraphs: [
          'Usually, yes. Each state sets time limits, called statutes of limitations, that depend on the state and the type of claim. A few claims have none: for example, a federal claim by someone who, as a minor, was a victim of certain federal sex crimes or trafficking, if the claim had not already run out when that rule took effect on September 16, 2022.',
          promises.timeLimit,
          'Because deadlines can pass quietly, it is wise to ask the firm soon, even if what happened was long ago.',
        ],
      },
      {
        id: 'not-ready-for-police',
        subject: 'What if I am not ready to report to the police?',
        paragraphs: [
          'That is okay. You can talk to the firm first, and you do not need a police report to ask questions. A lawyer can explain how a civil case (a claim for compensation) works and how it may relate to a police report, so you can decide what feels right for you.',
          'If you need support right now, the National Sexual Assault Hotline is free and confidential, day and night, at 800-656-4673. If you are in danger, call 911.',
        ],
      },
    ],
  },
];
