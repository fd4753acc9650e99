/** The attributes of a tab set that its script reads (FaqTabs renders them). */
export const TABS = {
  root: 'data-tabs',
  /** On every panel but the shown one; CSS hides such panels only when scripts run. */
  inactive: 'data-inactive',
} as const;

export type TabsAttributes = typeof TABS;

/**
 * WAI-ARIA tabs with automatic activation: a click or a tap picks a tab; on the tab list, the
 * arrow keys move to the next or previous tab (wrapping), Home and End to the first and last,
 * and the tab that gets focus is shown. One tab stop: only the selected tab is in the Tab order.
 * Without scripts the tab list is hidden and every panel shows. Runs in the islands' inline
 * script.
 */
export function installTabs(doc: Document, attributes: TabsAttributes): void {
  doc.querySelectorAll(`[${attributes.root}]`).forEach((root) => {
    const tabs = Array.from(root.querySelectorAll('[role="tab"]')) as HTMLElement[];
    const select = (index: number, focus: boolean) => {
      tabs.forEach((tab, i) => {
        const selected = i === index;
        tab.setAttribute('aria-selected', String(selected));
        tab.tabIndex = selected ? 0 : -1;
        const panel = doc.getElementById(tab.getAttribute('aria-controls') ?? '');
        if (panel) panel.toggleAttribute(attributes.inactive, !selected);
      });
      if (focus) tabs[index]?.focus();
    };
    tabs.forEach((tab, i) => {
      tab.addEventListener('click', () => select(i, false));
      tab.addEventListener('keydown', (event) => {
        const last = tabs.length - 1;
        const moves: Record<string, number> = { ArrowRight: i === last ? 0 : i + 1, ArrowLeft: i === 0 ? last : i - 1, Home: 0, End: last };
        const next = moves[event.key];
        if (next === undefined) return;
        event.preventDefault();
        select(next, true);
      });
    });
  });
}
