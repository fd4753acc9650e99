import { daysBetween, parseBuildDate, windowStatus } from '@/lib/legal-facts/build-date';

describe('the build date', () => {
  it('reads SOURCE_DATE_EPOCH as seconds since 1970 in UTC', () => {
    expect(parseBuildDate('1798761600')).toBe('2027-01-01');
    expect(parseBuildDate('1798761599')).toBe('2026-12-31');
  });

  it('uses the clock when SOURCE_DATE_EPOCH is not set', () => {
    const now = () => new Date('2026-11-26T23:59:00Z');
    expect(parseBuildDate(undefined, now)).toBe('2026-11-26');
    expect(parseBuildDate('', now)).toBe('2026-11-26');
  });

  it.each(['2026-11-26', '1.5e9', '-1', 'soon', '99999999999999999999'])('stops the build on a malformed SOURCE_DATE_EPOCH %p, naming it', (value) => {
    expect(() => parseBuildDate(value)).toThrow(/SOURCE_DATE_EPOCH/);
  });

  it('counts whole days between two dates', () => {
    expect(daysBetween('2026-11-26', '2026-12-31')).toBe(35);
    expect(daysBetween('2026-12-31', '2026-11-26')).toBe(-35);
  });
});

describe('where a window stands on the build day', () => {
  const window = { opened: '2023-01-01', closed: '2026-12-31' };
  it('is closed the day after its last day, and not before', () => {
    expect(windowStatus(window, '2027-01-01')).toBe('closed');
    expect(windowStatus(window, '2026-12-31')).toBe('closing-soon');
  });

  it('is called out within 60 days of its last day', () => {
    expect(windowStatus(window, '2026-12-01')).toBe('closing-soon');
    expect(windowStatus(window, '2026-11-01')).toBe('closing-soon');
    expect(windowStatus(window, '2026-10-31')).toBe('open');
  });

  it('is upcoming before it opens, and open with no last day', () => {
    expect(windowStatus(window, '2022-12-31')).toBe('upcoming');
    expect(windowStatus({ opened: '2020-01-01', closed: null }, '2040-01-01')).toBe('open');
  });
});
