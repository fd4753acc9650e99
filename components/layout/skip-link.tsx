import type { SiteCopy } from '@/lib/content/copy';

export function SkipLink({ label }: { label: SiteCopy['layout']['skipLink'] }) {
  return (
    <a href="#main" className="sr-only z-[60] rounded-md bg-white px-4 py-2 font-bold text-brand-dark focus:not-sr-only focus:fixed focus:top-14 focus:left-4">
      {label}
    </a>
  );
}
