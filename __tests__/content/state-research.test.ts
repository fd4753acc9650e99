import fs from 'node:fs';
import path from 'node:path';
import { loadStateGuides, missingResearch } from '@/lib/state-guides';
import { US_STATE_CODES } from '@/lib/schemas/us-states';

/**
 * Issue 32: every unstated limit names the law that governs it (`governingLaw`), and every guide links CHILD USA's page
 * for its state (`childUsa`). The research is merged state by state, so the schema takes them as optional and this list
 * says which guides still lack them. When a guide gets them, take it off the list; when the list is empty, make them
 * required in lib/state-guides.ts (readGuide) and delete this test.
 */
const STILL_LACKING = [
  'AK',
  'AL',
  'AR',
  'AZ',
  'CO',
  'CT',
  'DC',
  'DE',
  'FL',
  'GA',
  'HI',
  'IA',
  'ID',
  'IL',
  'IN',
  'KS',
  'KY',
  'LA',
  'MA',
  'MD',
  'ME',
  'MI',
  'MN',
  'MO',
  'MS',
  'MT',
  'NC',
  'ND',
  'NE',
  'NH',
  'NJ',
  'NM',
  'NV',
  'NY',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VA',
  'VT',
  'WA',
  'WI',
  'WV',
  'WY',
];

const codes = US_STATE_CODES.filter((c) => fs.existsSync(path.join('content', 'states', `${c.toLowerCase()}.json`)));
const lacking = new Map(loadStateGuides(codes).map((g) => [g.code as string, missingResearch(g)]));

describe('research still to merge into the state guides', () => {
  it('is missing only from the guides on the list', () => {
    const unexpected = [...lacking].filter(([code, missing]) => missing.length > 0 && !STILL_LACKING.includes(code));
    expect(unexpected).toEqual([]);
  });

  it('is still missing from every guide on the list (take a completed guide off it)', () => {
    expect(STILL_LACKING.filter((code) => lacking.get(code)?.length === 0)).toEqual([]);
  });
});
