import { isNavItemCurrent } from '@/lib/site/nav';
import { copyrightYears, formatLongDate } from '@/lib/dates';
import { crisisActionHref } from '@/lib/content/crisis';

describe('isNavItemCurrent', () => {
  const blogs = { href: '/blogs/page1/', section: '/blogs/' };
  it.each([
    ['/', { href: '/' }, true],
    ['/about/', { href: '/' }, false],
    ['/about', { href: '/about/' }, true],
    ['/blogs/page2/', blogs, true],
    ['/blogs/page1/3/', blogs, true],
    ['/blogsearch/', blogs, false],
    ['/service/', { href: '/contact/' }, false],
  ])('%s against %o is %s', (path, item, expected) => {
    expect(isNavItemCurrent(path, item)).toBe(expected);
  });
});

describe('dates', () => {
  it('spans from the first year to the build year', () => {
    expect(copyrightYears(2024, 2026)).toBe('2024–2026');
    expect(copyrightYears(2024, 2024)).toBe('2024');
  });
  it('formats ISO dates without time-zone drift', () => {
    expect(formatLongDate('2026-11-22')).toBe('November 22, 2026');
    expect(formatLongDate('2026-11-22', 'es')).toBe('22 de noviembre de 2026');
  });
});

describe('crisisActionHref', () => {
  it('builds call, text and chat links', () => {
    expect(crisisActionHref({ kind: 'tel', value: '+18006564673', display: '800-656-HOPE (4673)' })).toBe('tel:+18006564673');
    expect(crisisActionHref({ kind: 'sms', value: '988', display: '988' })).toBe('sms:988');
    expect(crisisActionHref({ kind: 'sms', value: '88788', display: '88788', body: 'START' })).toBe('sms:88788?&body=START');
    expect(crisisActionHref({ kind: 'chat', value: 'https://hotline.rainn.org/', display: 'hotline.rainn.org' })).toBe('https://hotline.rainn.org/');
  });
});
