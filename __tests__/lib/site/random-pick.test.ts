import { pickDistinct } from '@/lib/site/random-pick';

/** A fixed list of draws, repeated: the same pick on every run. */
const draws =
  (...values: number[]) =>
  () => {
    const value = values[0]!;
    values.push(values.shift()!);
    return value;
  };

describe('pickDistinct', () => {
  const items = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'];

  it.each([
    ['always the lowest draw', () => 0, ['a', 'b', 'c', 'd']],
    ['always the highest draw', () => 0.999999, ['i', 'a', 'b', 'c']],
    // The same draw every time: a pick that indexed the list directly would repeat one item.
    ['always the middle draw', () => 0.5, ['e', 'f', 'b', 'g']],
    ['mixed draws', draws(0.2, 0.9, 0.1, 0.6), ['b', 'i', 'c', 'g']],
  ])('picks four different items in random order, for %s', (_, random, expected) => {
    expect(pickDistinct(items, 4, random)).toEqual(expected);
  });

  it('returns at most as many items as there are', () => {
    expect(pickDistinct(['a', 'b'], 4, () => 0.5)).toEqual(['b', 'a']);
  });

  it('does not change the input', () => {
    const copy = [...items];
    pickDistinct(items, 4, () => 0.5);
    expect(items).toEqual(copy);
  });
});
