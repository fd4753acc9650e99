import { zipOutsideServedStates, zipState } from '@/lib/leads/zip-state';
import { DEFAULT_FIRM_STATES } from '@/lib/schemas/config';

describe('zipState', () => {
  it.each([
    ['75001', 'TX'],
    ['73301', 'TX'],
    ['88510', 'TX'],
    ['73102', 'OK'],
    ['97201', 'OR'],
    ['90210', 'CA'],
    ['10001', 'NY'],
    ['00501', 'NY'],
    ['02108', 'MA'],
    ['05501', 'MA'],
    ['05401', 'VT'],
    ['20001', 'DC'],
    ['20166', 'VA'],
    ['60601', 'IL'],
    ['99501', 'AK'],
    [' 33101 ', 'FL'],
  ])('places %p in %p', (zip, state) => expect(zipState(zip)).toBe(state));

  it.each(['00601', '00801', '09001', '34001', '96201', '96910', '1234', '12a45', ''])(
    'names no state for %p (a territory, a military post office, not a zip)',
    (zip) => expect(zipState(zip)).toBeNull(),
  );
});

describe('zipOutsideServedStates', () => {
  it('is true only for a zip of a state the firm does not serve', () => {
    expect(zipOutsideServedStates('75001', DEFAULT_FIRM_STATES)).toBe(true);
    expect(zipOutsideServedStates('97201', DEFAULT_FIRM_STATES)).toBe(true);
    expect(zipOutsideServedStates('90210', DEFAULT_FIRM_STATES)).toBe(false);
    expect(zipOutsideServedStates('75001', ['TX'])).toBe(false);
  });

  it('says nothing of a zip whose state it cannot tell, or of an unfinished one', () => {
    expect(zipOutsideServedStates('00901', ['CA'])).toBe(false);
    expect(zipOutsideServedStates('7500', ['CA'])).toBe(false);
  });
});
