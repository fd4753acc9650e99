import Link from 'next/link';

interface FooterLink {
  href: string;
  label: string;
  /** A tel: or other link that is not a page of this site. */
  external?: boolean;
}

/** A headed list of links in the footer, named by its heading for screen readers. */
export function FooterColumn({ id, heading, links, columns = 1 }: { id: string; heading: string; links: readonly FooterLink[]; columns?: 1 | 2 }) {
  // At least 24 by 24 CSS px each (WCAG 2.2 target size), for a hand that shakes.
  const link = 'inline-flex min-h-6 min-w-6 items-center text-slate-100 underline-offset-2 hover:underline';
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="mb-3 text-sm font-bold tracking-wide text-white uppercase">
        {heading}
      </h2>
      <ul className={columns === 2 ? 'grid grid-cols-2 gap-x-4 gap-y-1 text-sm' : 'space-y-2 text-sm'}>
        {links.map((item) => (
          <li key={`${item.href}-${item.label}`}>
            {item.external ? (
              <a href={item.href} className={link}>
                {item.label}
              </a>
            ) : (
              <Link href={item.href} className={link}>
                {item.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
