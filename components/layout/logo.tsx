import { palette, white } from '@/lib/site/palette';

/** The brand mark: a shield holding a heart, drawn inline so it costs no request. */
export function Logo({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" className={className} aria-hidden="true" focusable="false">
      <path d="M20 3 5 9v10c0 9.2 6.3 15.8 15 18 8.7-2.2 15-8.8 15-18V9L20 3Z" fill={palette.brand.DEFAULT} />
      <path d="M20 29s-8-4.8-8-10.2A4.4 4.4 0 0 1 20 16a4.4 4.4 0 0 1 8 2.8C28 24.2 20 29 20 29Z" fill={white} />
    </svg>
  );
}
