/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IssueSearch } from '@/components/home/issue-search';
import { ISSUE_TYPES } from '@/content/shared/issue-types';
import { installIssueSearch, ISSUE_SEARCH } from '@/lib/islands/issue-search';
import { installZipNotices, ZIP_NOTICE } from '@/lib/islands/zip-notice';

const go = jest.fn();
const ZIP = '^[0-9]{5}$';

const issues = ISSUE_TYPES.map(({ code, name }) => ({ code, label: name, icon: <svg data-testid={`icon-${name}`} /> }));
const copy = {
  searchLabel: 'Find a lawyer',
  pickerLegend: 'What happened?',
  dropdownLabel: 'Issue type',
  zipLabel: 'Zip code',
  zipPlaceholder: '12345',
  findLawyer: 'Find Lawyer',
  confidential: 'Confidential.',
  invalidZip: 'Please input valid Zip Code',
  zipOutside: 'This zip seems to be outside the states where the firm takes cases.',
};

function setup() {
  go.mockReset();
  const user = userEvent.setup();
  // The server-rendered form with its standalone script run over it, as in the browser.
  render(<IssueSearch issues={issues} locale="en" firmStates={['CA', 'NY']} copy={copy} />);
  installIssueSearch(document, ISSUE_SEARCH, ZIP, go);
  installZipNotices(document, ZIP_NOTICE);
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
    expect(dropdown).toHaveDisplayValue('Sex Assault');
  });

  it('selects an issue by click and keeps the dropdown in sync', async () => {
    const { user, dropdown } = setup();
    await user.click(screen.getByRole('radio', { name: 'Partner Violence' }));
    expect(screen.getByRole('radio', { name: 'Partner Violence' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Sex Assault' })).not.toBeChecked();
    expect(dropdown).toHaveDisplayValue('Partner Violence');
  });

  it('moves the selection with arrow keys from a single tab stop', async () => {
    const { user, dropdown } = setup();
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Sex Assault' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Child Sex Abuse' })).toBeChecked();
    expect(dropdown).toHaveDisplayValue('Child Sex Abuse');
    await user.tab();
    expect(dropdown).toHaveFocus();
  });

  it('follows the dropdown', async () => {
    const { user } = setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Issue type' }), 'Digital Sex Abuse');
    expect(screen.getByRole('combobox', { name: 'Issue type' })).toHaveValue('6');
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

  it('goes to the case form with the chosen issue’s code and the trimmed zip in the fragment, which the host never receives and names no issue', async () => {
    const { user, zip, find } = setup();
    await user.click(screen.getByRole('radio', { name: 'Partner Violence' }));
    await user.type(zip, ' 90210 ');
    await user.click(find);
    expect(go).toHaveBeenCalledWith('/formInput/#i=4&z=90210');
  });

  it('submits with Enter in the zip field', async () => {
    const { user, zip } = setup();
    await user.type(zip, '12345{Enter}');
    expect(go).toHaveBeenCalledWith('/formInput/#i=1&z=12345');
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

  it('is a plain GET form to the case form whose zip the browser checks and does not save, sending only codes, for visitors without JavaScript', () => {
    render(<IssueSearch issues={issues} locale="es" firmStates={['CA', 'NY']} copy={copy} />);
    const form = screen.getByRole('form', { name: 'Find a lawyer' }) as HTMLFormElement;
    expect(form).toHaveAttribute('action', '/es/formInput/');
    expect(form.method).toBe('get');
    expect(form.noValidate).toBe(false);
    const zip = screen.getByRole('textbox', { name: 'Zip code' }) as HTMLInputElement;
    expect(zip.name).toBe('z');
    expect(zip).toHaveAttribute('autocomplete', 'off');
    expect(zip).toHaveAttribute('title', 'Please input valid Zip Code');
    zip.value = '12a45';
    expect(zip.validity.patternMismatch).toBe(true);
    zip.value = '12345';
    expect(zip.checkValidity()).toBe(true);
    expect(new FormData(form).get('i')).toBe('1');
    expect([...new FormData(form).keys()].sort()).toEqual(['i', 'z']);
    // Nothing sent names the issue: the dropdown has no name, the radios send codes.
    expect(new URLSearchParams(new FormData(form) as unknown as Record<string, string>).toString()).toBe('i=1&z=12345');
  });
});

describe("a zip outside the firm's states", () => {
  it('says so under the field as it is typed, and still opens the case form with it', async () => {
    const { user, zip, find } = setup();
    const notice = screen.getByText(copy.zipOutside);
    expect(notice).not.toBeVisible();
    await user.type(zip, '75001');
    expect(notice).toBeVisible();
    await user.click(find);
    expect(go).toHaveBeenCalledWith('/formInput/#i=1&z=75001');
    await user.clear(zip);
    await user.type(zip, '90210');
    expect(notice).not.toBeVisible();
  });
});
