import Link from 'next/link';

const styles = {
  primary: 'bg-brand text-white hover:bg-brand-dark',
  secondary: 'border-2 border-brand bg-white text-brand-dark hover:bg-brand-soft',
} as const;

export function ButtonLink({ href, variant = 'primary', children }: { href: string; variant?: keyof typeof styles; children: React.ReactNode }) {
  return (
    <Link href={href} className={`inline-flex min-h-12 items-center justify-center rounded-lg px-6 py-3 text-lg font-bold ${styles[variant]}`}>
      {children}
    </Link>
  );
}
