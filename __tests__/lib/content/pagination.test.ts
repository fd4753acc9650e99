import { blogPagePath, pageCount, pageItems, pageOfIndex, parsePageSegment } from '@/lib/content/pagination';

describe('pagination', () => {
  it.each([
    [0, 1],
    [10, 1],
    [15, 2],
    [16, 2],
    [20, 2],
    [21, 3],
  ])('%i articles make %i list page(s)', (count, pages) => expect(pageCount(count)).toBe(pages));

  it('puts the 11th to 20th items on page 2 and the 21st on page 3', () => {
    expect(pageOfIndex(0)).toBe(1);
    expect(pageOfIndex(9)).toBe(1);
    expect(pageOfIndex(10)).toBe(2);
    expect(pageOfIndex(15)).toBe(2);
    expect(pageOfIndex(20)).toBe(3);
  });

  it('slices the items of a page', () => {
    const items = Array.from({ length: 16 }, (_, i) => i + 1);
    expect(pageItems(items, 1)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageItems(items, 2)).toEqual([11, 12, 13, 14, 15, 16]);
    expect(pageItems([], 1)).toEqual([]);
  });

  it('reads and writes page segments', () => {
    expect(blogPagePath(2)).toBe('/blogs/page2/');
    expect(parsePageSegment('page3')).toBe(3);
    expect(parsePageSegment('page0')).toBeUndefined();
    expect(parsePageSegment('9')).toBeUndefined();
    expect(parsePageSegment('page1x')).toBeUndefined();
  });
});
