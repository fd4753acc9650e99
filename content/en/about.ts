/** About page copy. heroText is also the page's search description, so keep it under 155 characters. */
export const about = {
  heroTitle: 'One law firm, here to hear survivors and injured people',
  heroText: "This website is one law firm's advertising: survivors of sexual abuse and injured people can ask that firm for a free consultation.",
  sections: [
    {
      id: 'who-we-are',
      title: 'Who We Are',
      paragraphs: [
        'Referral Portal for Abuse is the name of this website, which is attorney advertising for one law firm: the lawyer and firm named beside "Attorney Advertising" at the foot of every page. Despite the word "Referral" in its name, it does not refer anyone to other lawyers: a message you send goes only to that firm.',
        'The firm helps people who have been sexually abused or seriously injured. A lawyer at the firm is the one who can explain your rights and options.',
      ],
    },
    {
      id: 'our-service',
      title: 'Our Service',
      paragraphs: [
        'The consultation is free of charge. Tell the firm what happened through a short form or a phone call. Below, you can read exactly where a message goes.',
        'You can say the safest way and time to reach you. Talking to the firm does not commit you to anything, and you decide whether to hire it.',
      ],
    },
    {
      id: 'our-mission',
      title: 'Our Mission',
      paragraphs: [
        "The firm's mission is to help injured people and survivors pursue the compensation the law allows. Too many people never learn that they may have a claim, or fear that a lawyer will cost too much.",
        'The firm wants asking for help to feel simple and safe, so that you can make an informed choice at your own pace.',
      ],
    },
  ],
} as const;
