import { pickDistinct } from '@/lib/random-pick';

describe('pickDistinct', () => {
  const items = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'];

  it('never repeats an item, whatever the random source', () => {
    for (let seed = 0; seed < 200; seed += 1) {
      let state = seed;
      const random = () => {
        state = (state * 9301 + 49297) % 233280;
        return state / 233280;
      };
      const pick = pickDistinct(items, 4, random);
      expect(pick).toHaveLength(4);
      expect(new Set(pick).size).toBe(4);
      for (const p of pick) expect(items).toContain(p);
    }
  });

  it('handles the extremes of the random source', () => {
    expect(new Set(pickDistinct(items, 4, () => 0)).size).toBe(4);
    expect(new Set(pickDistinct(items, 4, () => 0.999999)).size).toBe(4);
  });

  it('returns at most as many items as there are', () => {
    expect(pickDistinct(['a', 'b'], 4)).toHaveLength(2);
  });

  it('does not change the input', () => {
    const copy = [...items];
    pickDistinct(items, 4);
    expect(items).toEqual(copy);
  });
});
