/** About page copy. heroText is also the page's search description, so keep it under 155 characters. */
export const about = {
  heroTitle: 'Helping survivors and injured people be heard',
  heroText: 'We help survivors of sexual abuse and seriously injured people ask a law firm for a free, no-obligation consultation.',
  sections: [
    {
      id: 'who-we-are',
      title: 'Who We Are',
      paragraphs: [
        'Referral Portal for Abuse is attorney advertising. The lawyer and firm responsible for it are named beside "Attorney Advertising" at the foot of every page.',
        'We help people who have been sexually abused or seriously injured ask that firm for a free consultation. The lawyer you speak with is the one who can explain your rights and options.',
      ],
    },
    {
      id: 'our-service',
      title: 'Our Service',
      paragraphs: [
        'The consultation is free of charge. Tell the firm what happened through a short form or a phone call. Below, you can read exactly where a message goes.',
        'You can say the safest way and time to reach you. Talking to a lawyer does not commit you to anything. You decide whether to retain any attorney.',
      ],
    },
    {
      id: 'our-mission',
      title: 'Our Mission',
      paragraphs: [
        'Our mission is to help injured people and survivors get the compensation they deserve. Too many people never learn that they may have a claim, or fear that a lawyer will cost too much.',
        'We want asking for help to feel simple, private and safe, so that you can make an informed choice at your own pace.',
      ],
    },
  ],
} as const;
