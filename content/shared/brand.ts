/** The product's name, the same in every language, and the year the site first ran (for the copyright line). */
export const BRAND = {
  name: 'Referral Portal for Abuse',
  /** The logo's two lines: shortName, then logoSecondLine. */
  shortName: 'Referral Portal',
  logoSecondLine: 'for Abuse',
  /** The `name` template variable of every lead e-mail. */
  productLabel: 'Referral Portal for Abuse',
  firstYear: 2024,
} as const;
