'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { isNavItemCurrent } from '@/lib/nav';

interface NavLinkProps {
  href: string;
  section?: string;
  className?: string;
  children: React.ReactNode;
}

/** A header link that marks itself current; rendered into the static HTML at build time. */
export function NavLink({ href, section, className, children }: NavLinkProps) {
  const current = isNavItemCurrent(usePathname() ?? '/', { href, section });
  return (
    <Link href={href} aria-current={current ? 'page' : undefined} className={className} data-current={current || undefined}>
      {children}
    </Link>
  );
}
