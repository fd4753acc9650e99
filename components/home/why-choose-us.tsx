import { copyFor } from '@/lib/content/copy';
import type { Locale } from '@/lib/i18n';

export function WhyChooseUs({ locale }: { locale: Locale }) {
  const { home: homeCopy } = copyFor(locale);
  return (
    <section aria-labelledby="why-choose-us" className="mx-auto max-w-blog px-4 py-14">
      <h2 id="why-choose-us" className="text-title text-navy">
        {homeCopy.whyTitle}
      </h2>
      <p className="mt-4 max-w-3xl text-xl leading-relaxed text-ink">{homeCopy.mission}</p>
      <ul className="mt-8 grid gap-5 md:grid-cols-3">
        {homeCopy.whyPoints.map((point) => (
          <li key={point.title} className="border-l-4 border-teal pl-4">
            <h3 className="text-lg font-bold text-navy">{point.title}</h3>
            <p className="mt-1">{point.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
