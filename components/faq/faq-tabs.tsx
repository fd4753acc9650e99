'use client';

import { useRef, useState, type KeyboardEvent } from 'react';

export interface FaqTab {
  id: string;
  label: string;
  items: { id: string; subject: string; subtitle?: string; paragraphs: readonly string[] }[];
}

/** WAI-ARIA tabs (arrow keys, Home, End); each question is a native <details>. */
export function FaqTabs({ tabs }: { tabs: readonly FaqTab[] }) {
  const [active, setActive] = useState(0);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const last = tabs.length - 1;
    const next = { ArrowRight: active === last ? 0 : active + 1, ArrowLeft: active === 0 ? last : active - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setActive(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <div>
      <div role="tablist" aria-label="Frequently asked questions" className="flex gap-2 border-b-2 border-line">
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            ref={(el) => {
              tabRefs.current[i] = el;
            }}
            id={`tab-${tab.id}`}
            type="button"
            role="tab"
            aria-selected={i === active}
            aria-controls={`panel-${tab.id}`}
            tabIndex={i === active ? 0 : -1}
            onClick={() => setActive(i)}
            onKeyDown={onKeyDown}
            className="-mb-0.5 min-h-12 rounded-t-lg border-b-4 border-transparent px-4 font-bold text-muted hover:text-navy aria-selected:border-brand aria-selected:text-navy"
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div key={tab.id} id={`panel-${tab.id}`} role="tabpanel" aria-labelledby={`tab-${tab.id}`} hidden={i !== active} className="pt-4">
          {tab.items.map((item) => (
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
          ))}
        </div>
      ))}
    </div>
  );
}
