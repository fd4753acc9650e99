import { site } from '@/content/site';
import { Disclosure } from '@/components/legal/disclosure';

export function HomeDisclosure() {
  return (
    <section aria-label="Disclosure" className="mx-auto max-w-blog px-4 pb-12">
      <div className="rounded-xl border border-line p-5 text-sm text-muted">
        <p className="mb-2 font-bold tracking-wide text-navy uppercase">{site.attorneyAdvertising}</p>
        <Disclosure />
        <p className="mt-2">{site.notALawFirm}</p>
      </div>
    </section>
  );
}
