import type { FaqTab } from '@/lib/schemas/content';

/** One tab's questions, each a native <details>; rendered on the server and handed to FaqTabs. */
export function FaqQuestions({ items }: { items: FaqTab['items'] }) {
  return items.map((item) => (
    <details key={item.id} className="group border-b border-line py-2">
      <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 rounded-md px-2 text-lg font-bold text-navy [&::-webkit-details-marker]:hidden">
        <span>{item.subject}</span>
        <span aria-hidden="true" className="text-2xl text-brand transition group-open:rotate-45">
          +
        </span>
      </summary>
      <div className="space-y-3 px-2 pt-2 pb-3 text-ink">
        {item.subtitle && <p className="font-semibold text-navy">{item.subtitle}</p>}
        {item.paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </div>
    </details>
  ));
}
