import { TABS } from '@/lib/islands/tabs';

export interface FaqTabPanel {
  id: string;
  label: string;
  /** The tab's questions, rendered on the server (FaqQuestions). */
  panel: React.ReactNode;
}

/**
 * WAI-ARIA tabs (arrow keys, Home, End) over server-rendered panels, switched by the standalone
 * script (lib/islands/tabs.ts) with no framework. Without JavaScript the tab list, which could
 * not switch anything, is hidden and every panel shows.
 */
export function FaqTabs({ tabs, label }: { tabs: readonly FaqTabPanel[]; label: string }) {
  const rootProps = { [TABS.root]: '' };
  const inactiveProps = { [TABS.inactive]: '' };
  return (
    <div {...rootProps}>
      <div role="tablist" aria-label={label} className="hidden gap-2 border-b-2 border-line in-[.js]:flex">
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            id={`tab-${tab.id}`}
            type="button"
            role="tab"
            aria-selected={i === 0}
            aria-controls={`panel-${tab.id}`}
            tabIndex={i === 0 ? 0 : -1}
            className="-mb-0.5 min-h-12 rounded-t-lg border-b-4 border-transparent px-4 font-bold text-muted hover:text-navy aria-selected:border-brand aria-selected:text-navy"
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div
          key={tab.id}
          id={`panel-${tab.id}`}
          role="tabpanel"
          aria-labelledby={`tab-${tab.id}`}
          className="pt-4 in-[.js]:data-inactive:hidden"
          {...(i === 0 ? {} : inactiveProps)}
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
