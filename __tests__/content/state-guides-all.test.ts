import { loadStateGuides, stateGuidePath } from '@/lib/legal-facts/state-guides';
import { US_STATE_CODES } from '@/lib/schemas/us-states';
import { DEFAULT_FIRM_STATES } from '@/lib/schemas/config';

// Issue 28: every US firm can set NEXT_PUBLIC_FIRM_STATES to its states and build. Every state and DC
// (lib/schemas/us-states.ts) has a guide that passes the same loader and checks the build uses, so all of them
// configured publish one guide each per language.
describe('a guide for every state and DC', () => {
  const guides = loadStateGuides(US_STATE_CODES);

  it('loads every one through the build loader, each with its own page in each language', () => {
    expect(guides.map((g) => g.code).sort()).toEqual([...US_STATE_CODES].sort());
    for (const locale of ['en', 'es'] as const) expect(new Set(guides.map((g) => stateGuidePath(g, locale))).size).toBe(US_STATE_CODES.length);
  });

  it('keeps the specification’s 23 states as the default', () => {
    expect(DEFAULT_FIRM_STATES).toHaveLength(23);
  });
});
