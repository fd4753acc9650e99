'use client';

import { useRef, useState, type KeyboardEvent } from 'react';

export interface FaqTabPanel {
  id: string;
  label: string;
  /** The tab's questions, rendered on the server (FaqQuestions): this island only switches tabs. */
  panel: React.ReactNode;
}

/** WAI-ARIA tabs (arrow keys, Home, End) over server-rendered panels. */
export function FaqTabs({ tabs, label }: { tabs: readonly FaqTabPanel[]; label: string }) {
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
      <div role="tablist" aria-label={label} className="flex gap-2 border-b-2 border-line">
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
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
