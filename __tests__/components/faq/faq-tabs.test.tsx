import { layoutCopy } from '@/content/en/layout';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FaqQuestions } from '@/components/faq/faq-questions';
import { FaqTabs } from '@/components/faq/faq-tabs';

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

const visibleQuestions = () => screen.queryAllByText(/question \d/).filter((el) => el.closest('[role="tabpanel"]')?.hasAttribute('hidden') === false);

describe('FaqTabs', () => {
  it('shows the three questions of the first tab', () => {
    render(<FaqTabs tabs={tabs} label={layoutCopy.faqTabsLabel} />);
    expect(screen.getByRole('tab', { name: 'Why Hire a Lawyer' })).toHaveAttribute('aria-selected', 'true');
    expect(visibleQuestions().map((q) => q.textContent)).toEqual(['Why question 1', 'Why question 2', 'Why question 3']);
  });

  it('switches tabs by click', async () => {
    const user = userEvent.setup();
    render(<FaqTabs tabs={tabs} label={layoutCopy.faqTabsLabel} />);
    await user.click(screen.getByRole('tab', { name: 'FAQ' }));
    expect(screen.getByRole('tab', { name: 'FAQ' })).toHaveAttribute('aria-selected', 'true');
    expect(visibleQuestions().map((q) => q.textContent)).toEqual(['FAQ question 1', 'FAQ question 2', 'FAQ question 3']);
  });

  it('switches tabs with arrow keys and keeps one tab stop', async () => {
    const user = userEvent.setup();
    render(<FaqTabs tabs={tabs} label={layoutCopy.faqTabsLabel} />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Why Hire a Lawyer' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'FAQ' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'FAQ' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Why Hire a Lawyer' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'FAQ' })).toHaveAttribute('tabindex', '-1');
  });

  it('shows each answer, with its short answer, under its question', async () => {
    const user = userEvent.setup();
    render(<FaqTabs tabs={tabs} label={layoutCopy.faqTabsLabel} />);
    await user.click(screen.getByRole('tab', { name: 'FAQ' }));
    await user.click(screen.getByText('FAQ question 2'));
    const details = screen.getByText('FAQ question 2').closest('details') as HTMLElement;
    expect(details).toHaveTextContent('Short answer');
    expect(details).toHaveTextContent('FAQ answer 2');
    expect(details).not.toHaveTextContent('FAQ answer 1');
  });

  it('expands and collapses a question', async () => {
    const user = userEvent.setup();
    render(<FaqTabs tabs={tabs} label={layoutCopy.faqTabsLabel} />);
    const details = screen.getByText('Why question 1').closest('details') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    await user.click(screen.getByText('Why question 1'));
    expect(details.open).toBe(true);
    await user.click(screen.getByText('Why question 1'));
    expect(details.open).toBe(false);
  });
});
