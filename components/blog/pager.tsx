import Link from 'next/link';

interface PagerLink {
  href: string;
  label: string;
  detail?: string;
}

/** Previous/next links for list pages and articles. */
export function Pager({ label, previous, next }: { label: string; previous?: PagerLink; next?: PagerLink }) {
  if (!previous && !next) return null;
  const linkClass = 'flex min-h-12 flex-col justify-center rounded-lg border-2 border-line px-4 py-2 hover:border-brand';
  return (
    <nav aria-label={label} className="mx-auto mt-10 flex max-w-list flex-wrap justify-between gap-4">
      {previous ? (
        <Link href={previous.href} rel="prev" className={linkClass}>
          <span className="font-bold text-brand-dark">← {previous.label}</span>
          {previous.detail && <span className="text-sm text-muted">{previous.detail}</span>}
        </Link>
      ) : (
        <span />
      )}
      {next && (
        <Link href={next.href} rel="next" className={`${linkClass} text-right`}>
          <span className="font-bold text-brand-dark">{next.label} →</span>
          {next.detail && <span className="text-sm text-muted">{next.detail}</span>}
        </Link>
      )}
    </nav>
  );
}
