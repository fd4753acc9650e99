/** @jest-environment jsdom */
import { layoutCopy } from '@/content/en/layout';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FaqQuestions } from '@/components/faq/faq-questions';
import { FaqTabs } from '@/components/faq/faq-tabs';
import { installTabs, TABS } from '@/lib/islands/tabs';

const content = [
  { id: 'why', label: 'Why Hire a Lawyer', items: [1, 2, 3].map((n) => ({ id: `w${n}`, subject: `Why question ${n}`, paragraphs: [`Why answer ${n}`] })) },
  {
    id: 'faq',
    label: 'FAQ',
    items: [1, 2, 3].map((n) => ({ id: `f${n}`, subject: `FAQ question ${n}`, subtitle: 'Short answer', paragraphs: [`FAQ answer ${n}`] })),
  },
];
// As the home page builds them: the questions rendered by the server component, handed over as panels.
const tabs = content.map((tab) => ({ id: tab.id, label: tab.label, panel: <FaqQuestions items={tab.items} /> }));

/** The questions of the panel shown when scripts run (the others carry TABS.inactive, which CSS hides). */
const shownQuestions = () => screen.queryAllByText(/question \d/).filter((el) => el.closest('[role="tabpanel"]')?.hasAttribute(TABS.inactive) === false);

/** The server-rendered tabs with the standalone script run over them, as in the browser. */
function renderTabs() {
  const user = userEvent.setup();
  render(<FaqTabs tabs={tabs} label={layoutCopy.faqTabsLabel} />);
  installTabs(document, TABS);
  return user;
}

describe('FaqTabs', () => {
  it('puts every question in the HTML, the first tab selected, so nothing depends on the script', () => {
    render(<FaqTabs tabs={tabs} label={layoutCopy.faqTabsLabel} />);
    expect(screen.getAllByRole('group')).toHaveLength(6);
    expect(screen.getByRole('tab', { name: 'Why Hire a Lawyer', hidden: true })).toHaveAttribute('aria-selected', 'true');
    expect(shownQuestions().map((q) => q.textContent)).toEqual(['Why question 1', 'Why question 2', 'Why question 3']);
  });

  it('switches tabs by click', async () => {
    const user = renderTabs();
    await user.click(screen.getByRole('tab', { name: 'FAQ', hidden: true }));
    expect(screen.getByRole('tab', { name: 'FAQ', hidden: true })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Why Hire a Lawyer', hidden: true })).toHaveAttribute('aria-selected', 'false');
    expect(shownQuestions().map((q) => q.textContent)).toEqual(['FAQ question 1', 'FAQ question 2', 'FAQ question 3']);
  });

  it('switches tabs with arrow keys, Home and End, and keeps one tab stop', async () => {
    const user = renderTabs();
    await user.tab();
    const why = screen.getByRole('tab', { name: 'Why Hire a Lawyer', hidden: true });
    const faq = screen.getByRole('tab', { name: 'FAQ', hidden: true });
    expect(why).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(faq).toHaveFocus();
    expect(faq).toHaveAttribute('aria-selected', 'true');
    expect(faq).toHaveAttribute('tabindex', '0');
    expect(why).toHaveAttribute('tabindex', '-1');
    await user.keyboard('{ArrowRight}');
    expect(why).toHaveFocus();
    await user.keyboard('{End}');
    expect(faq).toHaveFocus();
    await user.keyboard('{Home}');
    expect(why).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(faq).toHaveFocus();
    expect(shownQuestions().map((q) => q.textContent)).toEqual(['FAQ question 1', 'FAQ question 2', 'FAQ question 3']);
    await user.keyboard('{a}');
    expect(faq).toHaveFocus();
  });

  it('ties each panel to its tab for screen readers', () => {
    renderTabs();
    expect(screen.getByRole('tabpanel', { name: 'Why Hire a Lawyer' })).toBeInTheDocument();
    expect(screen.getByRole('tablist', { name: layoutCopy.faqTabsLabel, hidden: true })).toBeInTheDocument();
  });
});
