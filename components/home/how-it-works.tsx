import { copyFor } from '@/lib/content/copy';
import type { Locale } from '@/lib/i18n';

export function HowItWorks({ locale }: { locale: Locale }) {
  const { howItWorks } = copyFor(locale);
  return (
    <section aria-labelledby="how-it-works" className="mx-auto max-w-blog px-4 py-14">
      <h2 id="how-it-works" className="text-title text-navy">
        {howItWorks.title}
      </h2>
      <p className="mt-3 max-w-prose text-lead">{howItWorks.intro}</p>
      <ol className="mt-8 grid gap-5 md:grid-cols-3">
        {howItWorks.steps.map((step, i) => (
          <li key={step.title} className="rounded-2xl border border-line bg-white p-6 shadow-sm">
            <span aria-hidden="true" className="flex h-10 w-10 items-center justify-center rounded-full bg-teal text-lg font-extrabold text-white">
              {i + 1}
            </span>
            <h3 className="mt-4 text-xl font-bold text-navy">{step.title}</h3>
            <p className="mt-2 text-ink">{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
