export function PageHero({ eyebrow, title, lead, children }: { eyebrow?: string; title: string; lead?: string; children?: React.ReactNode }) {
  return (
    <section className="bg-brand-soft">
      <div className="mx-auto max-w-blog px-4 py-12 md:py-16">
        {eyebrow && <p className="mb-2 font-bold tracking-wide text-brand-dark uppercase">{eyebrow}</p>}
        <h1 className="text-title text-navy md:text-display">{title}</h1>
        {lead && <p className="mt-4 max-w-prose text-lead text-ink">{lead}</p>}
        {children}
      </div>
    </section>
  );
}
