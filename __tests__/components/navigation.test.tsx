import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SiteHeader } from '@/components/layout/site-header';

let pathname = '/';
jest.mock('next/navigation', () => ({ usePathname: () => pathname }));

const phone = { display: '(800) 555-0199', href: 'tel:+18005550199' };

function renderHeader(path: string) {
  pathname = path;
  return render(<SiteHeader phone={phone} />);
}

describe('header navigation', () => {
  it.each([
    ['/', 'Home'],
    ['/about/', 'About Us'],
    ['/service/', 'Services'],
    ['/contact/', 'Contact Us'],
    ['/blogs/page1/', 'Blogs'],
    ['/blogs/page2/14/', 'Blogs'],
  ])('on %s marks only %s as the current page', (path, label) => {
    renderHeader(path);
    const desktop = screen.getByRole('navigation', { name: 'Main' });
    const current = desktop.querySelectorAll('[aria-current="page"]');
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveTextContent(label);
  });

  it('marks nothing current on a page outside the menu', () => {
    renderHeader('/privacy/');
    expect(screen.getByRole('navigation', { name: 'Main' }).querySelector('[aria-current]')).toBeNull();
  });

  it('links the logo and the five sections', () => {
    renderHeader('/');
    expect(screen.getByRole('link', { name: /Referral Portal for Abuse, home/ })).toHaveAttribute('href', '/');
    // next/link drops the trailing slash outside a build with trailingSlash: true.
    const links = screen.getAllByRole('link').map((a) => [a.textContent, `${a.getAttribute('href')?.replace(/\/$/, '')}/`.replace('//', '/')]);
    expect(links).toEqual(
      expect.arrayContaining([
        ['Home', '/'],
        ['Blogs', '/blogs/page1/'],
        ['About Us', '/about/'],
        ['Services', '/service/'],
        ['Contact Us', '/contact/'],
      ]),
    );
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

describe('mobile menu', () => {
  const menuButton = () => screen.getByRole('button', { name: 'Menu' });
  const panel = () => document.getElementById(menuButton().getAttribute('aria-controls') ?? '') as HTMLElement;

  it('toggles open and closed', async () => {
    const user = userEvent.setup();
    renderHeader('/');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(panel()).not.toBeVisible();
    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    expect(panel()).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a click outside it', async () => {
    const user = userEvent.setup();
    renderHeader('/');
    await user.click(menuButton());
    await user.click(document.body);
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape and puts focus back on the button', async () => {
    const user = userEvent.setup();
    renderHeader('/');
    await user.click(menuButton());
    await user.tab();
    expect(panel()).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveFocus();
  });

  it('closes when the route changes', async () => {
    const user = userEvent.setup();
    const { rerender } = renderHeader('/');
    await user.click(menuButton());
    pathname = '/about/';
    rerender(<SiteHeader phone={phone} />);
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when a link in it is chosen', async () => {
    const user = userEvent.setup();
    renderHeader('/');
    await user.click(menuButton());
    const link = screen.getByRole('navigation', { name: 'Main menu' }).querySelector('a[href="/"]') as HTMLAnchorElement;
    link.addEventListener('click', (e) => e.preventDefault());
    await user.click(link);
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });
});
