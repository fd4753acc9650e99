/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { SiteHeader } from '@/components/layout/site-header';

const phone = { display: '(800) 555-0199', href: 'tel:+18005550199' };

const renderHeader = (currentPath: string | null, locale: 'en' | 'es' = 'en') => render(<SiteHeader phone={phone} currentPath={currentPath} locale={locale} />);
const desktopNav = () => screen.getByRole('navigation', { name: 'Main' });
const phoneMenu = () => screen.getByRole('navigation', { name: 'Main menu' });

describe('header navigation', () => {
  it.each([
    ['/', 'Home'],
    ['/about/', 'About Us'],
    ['/service/', 'Services'],
    ['/contact/', 'Contact Us'],
    ['/blogs/page1/', 'Blogs'],
    ['/blogs/page2/14/', 'Blogs'],
    ['/blogs/', 'Blogs'],
  ])('on %s marks only %s as the current page, in both menus', (path, label) => {
    renderHeader(path);
    for (const nav of [desktopNav(), phoneMenu()]) {
      const current = nav.querySelectorAll('[aria-current="page"]');
      expect(current).toHaveLength(1);
      expect(current[0]).toHaveTextContent(label);
    }
  });

  it.each([['/privacy/'], [null]])('marks nothing current on %s', (path) => {
    renderHeader(path);
    expect(desktopNav().querySelector('[aria-current]')).toBeNull();
    expect(phoneMenu().querySelector('[aria-current]')).toBeNull();
  });

  it('links the logo and the five sections as plain page loads', () => {
    renderHeader('/');
    expect(screen.getByRole('link', { name: /Referral Portal for Abuse, home/ })).toHaveAttribute('href', '/');
    const links = within(desktopNav())
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Home', '/'],
      ['Blogs', '/blogs/page1/'],
      ['About Us', '/about/'],
      ['Services', '/service/'],
      ['Contact Us', '/contact/'],
    ]);
  });
});

describe('logo link', () => {
  it('has a name that begins with the words it shows, so voice users can say what they see', () => {
    renderHeader('/about/');
    const logo = screen.getByRole('link', { name: /home$/ });
    const visible = (logo.textContent ?? '').replace(/\s+/g, ' ').trim();
    expect(visible).not.toBe('');
    expect(logo).toHaveAccessibleName(expect.stringMatching(new RegExp(`^${visible.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`)));
  });
});

describe('phone menu', () => {
  // Opening, Escape, tapping outside and focus are the browser's own popover behaviour,
  // tested in a real browser in e2e/navigation.spec.ts.
  it('is a native popover that the Menu button opens, with no script of its own', () => {
    renderHeader('/about/');
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button.getAttribute('popovertarget')).toBe(phoneMenu().id);
    expect(phoneMenu()).toHaveAttribute('popover', 'auto');
  });

  it('holds the five sections and the phone number', () => {
    renderHeader('/');
    const links = within(phoneMenu())
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Home', '/'],
      ['Blogs', '/blogs/page1/'],
      ['About Us', '/about/'],
      ['Services', '/service/'],
      ['Contact Us', '/contact/'],
      ['Call (800) 555-0199', 'tel:+18005550199'],
    ]);
  });
});

describe('language switch', () => {
  it('sits once in the header itself, outside the phone menu, at every width, linking to the twin', () => {
    renderHeader('/blogs/page2/14/');
    const links = within(screen.getByRole('banner')).getAllByRole('link', { name: 'Español' });
    expect(links).toHaveLength(1);
    const link = links[0]!;
    expect(phoneMenu()).not.toContainElement(link);
    expect(link).toHaveAttribute('href', '/es/blogs/page2/14/');
    expect(link).toHaveAttribute('lang', 'es');
    expect(link).toHaveAttribute('hreflang', 'es');
  });

  it('leads back to English from a Spanish page, whose menu is Spanish and under /es/', () => {
    renderHeader('/es/about/', 'es');
    const link = within(screen.getByRole('banner')).getByRole('link', { name: 'English' });
    expect(link).toHaveAttribute('href', '/about/');
    expect(link).toHaveAttribute('lang', 'en');
    const current = screen.getByRole('navigation', { name: 'Principal' }).querySelector('[aria-current="page"]');
    expect(current).toHaveAttribute('href', '/es/about/');
  });

  it('goes to the other home page from a page without a twin (404)', () => {
    renderHeader(null, 'es');
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'English' })).toHaveAttribute('href', '/');
  });
});
