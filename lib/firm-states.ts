/** TEMPORARY until NEXT_PUBLIC_FIRM_STATES lands in lib/config.ts: the specification's 23 footer states. */
export const firmStateCodes = (): readonly string[] =>
  ['AL', 'AZ', 'CA', 'CT', 'DE', 'FL', 'GA', 'IN', 'KY', 'LA', 'ME', 'MA', 'MI', 'NH', 'NJ', 'NY', 'NC', 'OH', 'PA', 'SC', 'VT', 'VA', 'WV'] as const;
