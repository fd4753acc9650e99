/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ZipNotice } from '@/components/forms/zip-notice';
import { CASE_PREFILL, fillCasePrefill } from '@/lib/islands/case-prefill';
import { installZipNotices, ZIP_NOTICE } from '@/lib/islands/zip-notice';
import { MARKS } from '@/lib/islands/contract';

const ZIP = '^[0-9]{5}$';
const MESSAGE = 'The zip you gave seems to be in another state.';

// The case form's page as served: the notice above the form, the zip field inside it.
function CasePage() {
  return (
    <>
      <ZipNotice htmlFor="case-zip" firmStates={['CA', 'NY', 'PA']} message={MESSAGE} />
      <form {...{ [MARKS.leadForm]: '' }} aria-label="Case">
        <label htmlFor="case-zip">Zip</label>
        <input id="case-zip" name="zipCode" />
        <label htmlFor="case-message">Message</label>
        <textarea id="case-message" name="message" />
      </form>
    </>
  );
}

describe('the zip notice above the case form', () => {
  it('shows when the form opens with a prefilled zip of a state the firm does not serve', () => {
    render(<CasePage />);
    installZipNotices(document, ZIP_NOTICE);
    fillCasePrefill(document, CASE_PREFILL, { code: null, issueName: null, zip: '75001' }, ZIP);
    expect(screen.getByText(MESSAGE)).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Zip' })).toHaveValue('75001');
  });

  it('stays hidden for a zip of a served state, and for no zip', () => {
    render(<CasePage />);
    installZipNotices(document, ZIP_NOTICE);
    expect(screen.getByText(MESSAGE)).not.toBeVisible();
    fillCasePrefill(document, CASE_PREFILL, { code: null, issueName: null, zip: '19103' }, ZIP);
    expect(screen.getByText(MESSAGE)).not.toBeVisible();
  });

  it('follows the zip as it is typed, and leaves everything typed as it was', async () => {
    const user = userEvent.setup();
    render(<CasePage />);
    installZipNotices(document, ZIP_NOTICE);
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'What happened to me');
    await user.type(screen.getByRole('textbox', { name: 'Zip' }), '9720');
    expect(screen.getByText(MESSAGE)).not.toBeVisible();
    await user.type(screen.getByRole('textbox', { name: 'Zip' }), '1');
    expect(screen.getByText(MESSAGE)).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('What happened to me');
    await user.clear(screen.getByRole('textbox', { name: 'Zip' }));
    await user.type(screen.getByRole('textbox', { name: 'Zip' }), '10001');
    expect(screen.getByText(MESSAGE)).not.toBeVisible();
  });

  it('shows at once for a zip already in the field when the script starts (the browser kept it after Back)', () => {
    render(<CasePage />);
    (screen.getByRole('textbox', { name: 'Zip' }) as HTMLInputElement).value = '75001';
    installZipNotices(document, ZIP_NOTICE);
    expect(screen.getByText(MESSAGE)).toBeVisible();
  });

  it('leaves a notice hidden when its field is not on the page', () => {
    render(<ZipNotice htmlFor="no-such-field" firmStates={['CA']} message={MESSAGE} />);
    installZipNotices(document, ZIP_NOTICE);
    expect(screen.getByText(MESSAGE)).not.toBeVisible();
  });
});
