import { BUDGETS, BudgetLog } from '@/scripts/bench/budgets';
import { median } from '@/scripts/bench/median';
import { BENCH_ROUTES } from '@/scripts/bench/routes';

describe('median', () => {
  it('takes the middle of an odd count and the mean of the two middles of an even one', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([40, 10, 30, 20])).toBe(25);
    expect(median([7])).toBe(7);
  });
});

describe('budgets', () => {
  it('holds the form pages to the blocking time of issue 20 and the other pages to the older bar', () => {
    expect(['/', '/contact/', '/formInput/', '/es/', '/es/contact/', '/es/formInput/'].map(BUDGETS.tbtMs)).toEqual([50, 50, 50, 50, 50, 50]);
    expect(['/about/', '/blogs/page1/', '/blogs/page1/1/', '/confirmAlert/'].map(BUDGETS.tbtMs)).toEqual([150, 150, 150, 150]);
  });

  it('keeps the results in the order they were measured', () => {
    const log = new BudgetLog();
    log.record('LCP /', 900, '≤ 1500', true, 'ms');
    log.record('CLS /', 0.2, '0', false);
    expect(log.results).toEqual([
      { name: 'LCP /', value: 900, limit: '≤ 1500', unit: 'ms', pass: true },
      { name: 'CLS /', value: 0.2, limit: '0', unit: '', pass: false },
    ]);
  });
});

describe('the benchmark routes', () => {
  it('name the pages that keep React in both languages, and tell articles, lists and old addresses apart', () => {
    expect([...BENCH_ROUTES.interactive].sort()).toEqual(['/', '/contact/', '/es/', '/es/contact/', '/es/formInput/', '/formInput/']);
    expect(['/blogs/page1/1/', '/blogs/page1/', '/blogs/3/'].map(BENCH_ROUTES.isArticle)).toEqual([true, false, false]);
    expect(['/blogs/page2/', '/blogs/page2/11/'].map(BENCH_ROUTES.isBlogList)).toEqual([true, false]);
    expect(['/blogs/3/', '/es/blogs/3/', '/blogs/page1/'].map(BENCH_ROUTES.isLegacyArticle)).toEqual([true, false, false]);
    expect(BENCH_ROUTES.lighthouse).toContain(BENCH_ROUTES.readmeArticle);
  });
});
