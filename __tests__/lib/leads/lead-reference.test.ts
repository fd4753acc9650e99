import { isLeadReference, newLeadReference } from '@/lib/leads/lead-reference';

describe('newLeadReference', () => {
  it('makes two groups of five characters a person can read aloud', () => {
    const reference = newLeadReference();
    expect(reference).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/);
    expect(reference).not.toMatch(/[ILOU]/);
    expect(isLeadReference(reference)).toBe(true);
  });

  it('maps every random byte onto the alphabet', () => {
    expect(newLeadReference((b) => b.fill(255))).toBe('ZZZZZ-ZZZZZ');
    expect(newLeadReference((b) => b.fill(0))).toBe('00000-00000');
  });

  it('differs from one lead to the next', () => {
    const seen = new Set(Array.from({ length: 200 }, () => newLeadReference()));
    expect(seen.size).toBe(200);
  });

  it('refuses what it did not make', () => {
    expect(isLeadReference('7K3MQ9XD2B')).toBe(false);
    expect(isLeadReference('7K3MQ-9XD2I')).toBe(false);
    expect(isLeadReference(42)).toBe(false);
  });
});
