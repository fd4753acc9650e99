import { copyFor } from '@/lib/content/copy';
import { crisisActionHref } from '@/lib/content/crisis';
import type { Locale } from '@/lib/i18n';

/**
 * Crisis lines as tap-to-call, tap-to-text and chat links. The footer is compact and keeps the four
 * lines the specification names; the card lists every line with every way to reach it. Each
 * call, text or chat link is at least 44 by 44 CSS px: someone in crisis may be shaking.
 */
export function CrisisHelp({ locale, variant = 'card', headingLevel = 2 }: { locale: Locale; variant?: 'card' | 'footer'; headingLevel?: 2 | 3 }) {
  const { crisisHelp } = copyFor(locale);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const footer = variant === 'footer';
  const lines = footer ? crisisHelp.lines.filter((line) => line.footer) : crisisHelp.lines;
  // In the footer it is one column of the contentinfo landmark, not a landmark of its own.
  const Wrapper = footer ? 'div' : 'section';
  return (
    <Wrapper
      aria-labelledby={footer ? undefined : `crisis-${variant}`}
      className={footer ? 'text-sm' : 'rounded-xl border-2 border-exit/30 bg-white p-5 shadow-sm'}
    >
      <Heading id={`crisis-${variant}`} className={footer ? 'mb-2 font-bold tracking-wide text-white uppercase' : 'text-xl font-bold text-navy'}>
        {crisisHelp.title}
      </Heading>
      <p className={footer ? 'mb-3 text-slate-200' : 'mt-1 text-ink'}>{crisisHelp.notice}</p>
      {!footer && <p className="mt-1 mb-4 text-ink">{crisisHelp.chatNote}</p>}
      <ul className={footer ? 'space-y-2' : 'grid gap-3 sm:grid-cols-2'}>
        {lines.map((line) => (
          <li key={line.name} className={footer ? '' : 'rounded-lg bg-brand-soft p-3'}>
            <span className={footer ? 'block font-semibold text-white' : 'block font-semibold text-navy'}>{line.name}</span>
            {!footer && <span className="block text-sm text-muted">{line.detail}</span>}
            <span className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
              {(footer ? line.actions : [...line.actions, ...line.moreActions]).map((action) => (
                <a
                  key={`${action.kind}:${action.value}`}
                  href={crisisActionHref(action)}
                  className={`inline-flex min-h-11 min-w-11 items-center underline underline-offset-2 ${footer ? 'text-slate-100' : 'font-semibold text-brand-dark'}`}
                >
                  {action.label}
                </a>
              ))}
            </span>
          </li>
        ))}
      </ul>
    </Wrapper>
  );
}
