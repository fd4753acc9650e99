/** `compact` leaves a phone's first screen to what follows the title (a state guide's answer). */
export function PageHero({
  eyebrow,
  title,
  lead,
  compact = false,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead?: string;
  compact?: boolean;
  children?: React.ReactNode;
}) {
  return (
    <section className="bg-brand-soft">
      <div className={`mx-auto max-w-blog px-4 md:py-16 ${compact ? 'pt-5 pb-8' : 'py-12'}`}>
        {eyebrow && <p className="mb-2 font-bold tracking-wide text-brand-dark uppercase">{eyebrow}</p>}
        <h1 className={`text-navy md:text-display ${compact ? 'text-heading' : 'text-title'}`}>{title}</h1>
        {lead && <p className="mt-4 max-w-prose text-lead text-ink">{lead}</p>}
        {children}
      </div>
    </section>
  );
}
