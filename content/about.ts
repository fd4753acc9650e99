/** About page copy. heroText is also the page's search description, so keep it under 155 characters. */
export const about = {
  heroTitle: "Helping survivors and injured people be heard",
  heroText:
    "We connect survivors of sexual abuse and seriously injured people with independent lawyers for a free, no-obligation consultation.",
  sections: [
    {
      id: "who-we-are",
      title: "Who We Are",
      paragraphs: [
        "Referral Portal for Abuse is a referral service. We are not a law firm, and we do not give legal advice.",
        "We connect people who have been sexually abused or seriously injured with independent lawyers who handle these cases. We do not evaluate your case or recommend a particular lawyer. The lawyer you speak with is the one who can explain your rights and options.",
      ],
    },
    {
      id: "our-service",
      title: "Our Service",
      paragraphs: [
        "Our service is free of charge. Tell us what happened through a short form or a phone call. Your details are sent to the firm, and a lawyer replies in less than 24 hours for a free consultation.",
        "You can tell us the safest way and time to reach you. Talking to a lawyer does not commit you to anything. You decide whether to retain any attorney.",
      ],
    },
    {
      id: "our-mission",
      title: "Our Mission",
      paragraphs: [
        "Our mission is to help injured people and survivors get the compensation they deserve. Too many people never learn that they may have a claim, or fear that a lawyer will cost too much.",
        "We want asking for help to feel simple, private and safe, so that you can make an informed choice at your own pace.",
      ],
    },
  ],
} as const;
