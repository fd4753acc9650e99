/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IssueSearch } from '@/components/home/issue-search';
import { installIssueSearch, ISSUE_SEARCH } from '@/lib/islands/issue-search';

const go = jest.fn();
const ZIP = '^[0-9]{5}$';

const names = ['Sex Assault', 'Child Sex Abuse', 'Sex Exploitation', 'Partner Violence', 'Workplace Sex Abuse', 'Digital Sex Abuse'];
const issues = names.map((name) => ({ name, label: name, icon: <svg data-testid={`icon-${name}`} /> }));
const copy = {
  searchLabel: 'Find a lawyer',
  pickerLegend: 'What happened?',
  dropdownLabel: 'Issue type',
  zipLabel: 'Zip code',
  zipPlaceholder: '12345',
  findLawyer: 'Find Lawyer',
  confidential: 'Confidential.',
  invalidZip: 'Please input valid Zip Code',
};

function setup() {
  go.mockReset();
  const user = userEvent.setup();
  // The server-rendered form with its standalone script run over it, as in the browser.
  render(<IssueSearch issues={issues} locale="en" copy={copy} />);
  installIssueSearch(document, ISSUE_SEARCH, ZIP, go);
  return {
    user,
    zip: screen.getByRole('textbox', { name: 'Zip code' }),
    find: screen.getByRole('button', { name: 'Find Lawyer' }),
    dropdown: screen.getByRole('combobox', { name: 'Issue type' }),
  };
}

describe('issue picker', () => {
  it('starts with the first issue selected, in the picker and the dropdown', () => {
    const { dropdown } = setup();
    expect(screen.getByRole('radio', { name: 'Sex Assault' })).toBeChecked();
    expect(screen.getAllByRole('radio').filter((r) => (r as HTMLInputElement).checked)).toHaveLength(1);
    expect(dropdown).toHaveValue('Sex Assault');
  });

  it('selects an issue by click and keeps the dropdown in sync', async () => {
    const { user, dropdown } = setup();
    await user.click(screen.getByRole('radio', { name: 'Partner Violence' }));
    expect(screen.getByRole('radio', { name: 'Partner Violence' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Sex Assault' })).not.toBeChecked();
    expect(dropdown).toHaveValue('Partner Violence');
  });

  it('moves the selection with arrow keys from a single tab stop', async () => {
    const { user, dropdown } = setup();
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Sex Assault' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Child Sex Abuse' })).toBeChecked();
    expect(dropdown).toHaveValue('Child Sex Abuse');
    await user.tab();
    expect(dropdown).toHaveFocus();
  });

  it('follows the dropdown', async () => {
    const { user } = setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Issue type' }), 'Digital Sex Abuse');
    expect(screen.getByRole('radio', { name: 'Digital Sex Abuse' })).toBeChecked();
  });
});

describe('zip search', () => {
  it.each(['', '1234', '123456', '12a45', '１２３４５'])('warns about %p and does not navigate', async (value) => {
    const { user, zip, find } = setup();
    if (value) await user.type(zip, value);
    await user.click(find);
    expect(screen.getByText('Please input valid Zip Code')).toBeVisible();
    expect(zip).toHaveAttribute('aria-invalid', 'true');
    expect(zip).toHaveAccessibleDescription('Please input valid Zip Code');
    expect(zip).toHaveFocus();
    expect(go).not.toHaveBeenCalled();
  });

  it('goes to the case form with the chosen issue and trimmed zip in the fragment, which the host never receives', async () => {
    const { user, zip, find } = setup();
    await user.click(screen.getByRole('radio', { name: 'Partner Violence' }));
    await user.type(zip, ' 90210 ');
    await user.click(find);
    expect(go).toHaveBeenCalledWith('/formInput/#accidentId=Partner%20Violence&zipCode=90210');
  });

  it('submits with Enter in the zip field', async () => {
    const { user, zip } = setup();
    await user.type(zip, '12345{Enter}');
    expect(go).toHaveBeenCalledWith('/formInput/#accidentId=Sex%20Assault&zipCode=12345');
  });

  it('clears the invalid mark once the visitor edits the zip', async () => {
    const { user, zip, find } = setup();
    await user.click(find);
    await user.type(zip, '1');
    expect(zip).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByText('Please input valid Zip Code')).not.toBeVisible();
  });

  it('takes the toast away when the visitor moves on elsewhere, leaving the field marked until the zip is edited', async () => {
    const { user, zip, find } = setup();
    await user.click(find);
    expect(screen.getByText('Please input valid Zip Code')).toBeVisible();
    await user.click(find);
    expect(screen.getByText('Please input valid Zip Code')).toBeVisible();
    await user.click(document.body);
    expect(screen.getByText('Please input valid Zip Code')).not.toBeVisible();
    expect(zip).toHaveAttribute('aria-invalid', 'true');
    expect(zip).toHaveAccessibleDescription('Please input valid Zip Code');
    await user.type(zip, '1');
    expect(zip).toHaveAttribute('aria-invalid', 'false');
  });

  it('is a plain GET form to the case form whose zip the browser checks, for visitors without JavaScript', () => {
    render(<IssueSearch issues={issues} locale="es" copy={copy} />);
    const form = screen.getByRole('form', { name: 'Find a lawyer' }) as HTMLFormElement;
    expect(form).toHaveAttribute('action', '/es/formInput/');
    expect(form.method).toBe('get');
    expect(form.noValidate).toBe(false);
    const zip = screen.getByRole('textbox', { name: 'Zip code' }) as HTMLInputElement;
    expect(zip.name).toBe('zipCode');
    expect(zip).toHaveAttribute('title', 'Please input valid Zip Code');
    zip.value = '12a45';
    expect(zip.validity.patternMismatch).toBe(true);
    zip.value = '12345';
    expect(zip.checkValidity()).toBe(true);
    expect(new FormData(form).get('accidentId')).toBe('Sex Assault');
    expect([...new FormData(form).keys()].sort()).toEqual(['accidentId', 'zipCode']);
  });
});
