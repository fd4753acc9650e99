import { dueForCheck } from '@/lib/legal-facts/fact-recheck';

describe('when a fact is due for a new check', () => {
  it('is due once its last check is more than 180 days before the build, and gives its age', () => {
    expect(dueForCheck({ checked: '2026-06-01' }, '2026-11-28')).toBeNull();
    expect(dueForCheck({ checked: '2026-06-01' }, '2026-11-29')).toBe(181);
  });

  it("holds for a fact the firm's lawyer confirmed too: its check is the day confirmed", () => {
    const confirmed = { checked: '2027-01-10', confirmation: { by: 'Jane Doe, Esq.', on: '2027-01-10', read: [] } };
    expect(dueForCheck(confirmed, '2027-06-01')).toBeNull();
    expect(dueForCheck(confirmed, '2027-12-01')).toBe(325);
  });
});
