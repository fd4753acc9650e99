import type { UsStateCode } from '@/lib/schemas/us-states';

/**
 * The state of each range of three-digit zip prefixes (the USPS sectional centers), first prefix, last prefix, state.
 * Prefixes of the territories, the military post offices and those not in use have no state here. A few zips cross
 * a state line, so a page says a zip "seems" to be in a state, never that it is.
 */
const PREFIX_RANGES: readonly (readonly [number, number, UsStateCode])[] = [
  [5, 5, 'NY'],
  [10, 27, 'MA'],
  [28, 29, 'RI'],
  [30, 38, 'NH'],
  [39, 49, 'ME'],
  [50, 54, 'VT'],
  [55, 55, 'MA'],
  [56, 59, 'VT'],
  [60, 69, 'CT'],
  [70, 89, 'NJ'],
  [100, 149, 'NY'],
  [150, 196, 'PA'],
  [197, 199, 'DE'],
  [200, 200, 'DC'],
  [201, 201, 'VA'],
  [202, 205, 'DC'],
  [206, 219, 'MD'],
  [220, 246, 'VA'],
  [247, 268, 'WV'],
  [270, 289, 'NC'],
  [290, 299, 'SC'],
  [300, 319, 'GA'],
  [320, 339, 'FL'],
  [341, 349, 'FL'],
  [350, 369, 'AL'],
  [370, 385, 'TN'],
  [386, 397, 'MS'],
  [398, 399, 'GA'],
  [400, 427, 'KY'],
  [430, 459, 'OH'],
  [460, 479, 'IN'],
  [480, 499, 'MI'],
  [500, 528, 'IA'],
  [530, 549, 'WI'],
  [550, 567, 'MN'],
  [569, 569, 'DC'],
  [570, 577, 'SD'],
  [580, 588, 'ND'],
  [590, 599, 'MT'],
  [600, 629, 'IL'],
  [630, 658, 'MO'],
  [660, 679, 'KS'],
  [680, 693, 'NE'],
  [700, 714, 'LA'],
  [716, 729, 'AR'],
  [730, 732, 'OK'],
  [733, 733, 'TX'],
  [734, 749, 'OK'],
  [750, 799, 'TX'],
  [800, 816, 'CO'],
  [820, 831, 'WY'],
  [832, 838, 'ID'],
  [840, 847, 'UT'],
  [850, 865, 'AZ'],
  [870, 884, 'NM'],
  [885, 885, 'TX'],
  [889, 898, 'NV'],
  [900, 961, 'CA'],
  [967, 968, 'HI'],
  [970, 979, 'OR'],
  [980, 994, 'WA'],
  [995, 999, 'AK'],
];

/** The state a five-digit zip seems to be in, from its first three digits; null for anything else. */
export function zipState(zip: string): UsStateCode | null {
  const digits = zip.trim();
  if (!/^[0-9]{5}$/.test(digits)) return null;
  const prefix = Number(digits.slice(0, 3));
  return PREFIX_RANGES.find(([first, last]) => prefix >= first && prefix <= last)?.[2] ?? null;
}

/**
 * Whether a zip seems to be in a state the firm does not serve: false for a zip of a served state, and for one whose
 * state cannot be told (a territory's, a military one), since the page must not tell that visitor anything untrue.
 */
export function zipOutsideServedStates(zip: string, served: readonly string[]): boolean {
  const state = zipState(zip);
  return state !== null && !served.includes(state);
}
