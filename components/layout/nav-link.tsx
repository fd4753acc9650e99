interface NavLinkProps {
  href: string;
  current: boolean;
  className?: string;
  children: React.ReactNode;
}

/**
 * A header link. A plain anchor rather than next/link: most pages ship without the Next.js
 * runtime, and a full page load is also what closes the phone menu after a choice.
 */
export function NavLink({ href, current, className, children }: NavLinkProps) {
  return (
    <a href={href} aria-current={current ? 'page' : undefined} className={className} data-current={current || undefined}>
      {children}
    </a>
  );
}
