/** @jest-environment jsdom */
import { CASE_PREFILL, fillCasePrefill, takeCasePrefill } from '@/lib/islands/case-prefill';

const ZIP = '^[0-9]{5}$';

function casePage(address: string) {
  window.history.replaceState(null, '', address);
  document.body.innerHTML = `
    <form data-lead-form>
      <select name="issueType"><option value="">Pick one</option><option value="Sex Assault" data-issue-code="1">Sex Assault</option><option value="Child Sex Abuse" data-issue-code="2">Child Sex Abuse</option><option value="Partner Violence" data-issue-code="4">Violencia de pareja</option><option value="Something else">Something else</option></select>
      <input name="zipCode">
    </form>`;
  const heard: string[] = [];
  document.addEventListener('input', (e) => heard.push((e.target as HTMLInputElement).name));
  return {
    issue: document.querySelector('select') as HTMLSelectElement,
    zip: document.querySelector('input[name="zipCode"]') as HTMLInputElement,
    heard,
  };
}

const prefill = () => fillCasePrefill(document, CASE_PREFILL, takeCasePrefill(window, CASE_PREFILL), ZIP);

describe('case form prefill', () => {
  it('reads the codes the home page search writes in the fragment, fills both fields, and cleans the address', () => {
    const { issue, zip, heard } = casePage('/formInput/#i=4&z=90210');
    prefill();
    expect(issue).toHaveValue('Partner Violence');
    expect(zip).toHaveValue('90210');
    expect(heard).toEqual(expect.arrayContaining(['issueType', 'zipCode']));
    expect(window.location.href).toBe('http://localhost/formInput/');
  });

  it('takes the issue whose option carries the code, and nothing else', () => {
    for (const [address, expected] of [
      ['/formInput/#i=2', 'Child Sex Abuse'],
      ['/formInput/#i=1', 'Sex Assault'],
      ['/formInput/#i=Sex%20Assault', ''],
      ['/formInput/#i=9', ''],
      ['/formInput/#i=', ''],
    ] as const) {
      const { issue } = casePage(address);
      prefill();
      expect(issue).toHaveValue(expected);
      expect(window.location.hash).toBe('');
    }
  });

  it('removes the values from the address the moment it reads them, before the form exists', () => {
    window.history.replaceState(null, '', '/formInput/?i=2&z=60601');
    document.body.innerHTML = '';
    const taken = takeCasePrefill(window, CASE_PREFILL);
    expect(taken).toEqual({ code: '2', issueName: null, zip: '60601' });
    expect(window.location.href).toBe('http://localhost/formInput/');
  });

  it('reads the query of the search without JavaScript, trimming the zip', () => {
    const { issue, zip } = casePage('/es/formInput/?i=1&z=%2002139%20');
    prefill();
    expect(issue).toHaveValue('Sex Assault');
    expect(zip).toHaveValue('02139');
    expect(window.location.search).toBe('');
    expect(window.location.pathname).toBe('/es/formInput/');
  });

  it('still reads the old names of links shared before, and removes them too', () => {
    const { issue, zip } = casePage('/formInput/?accidentId=Sex+Assault&zipCode=02139');
    prefill();
    expect(issue).toHaveValue('Sex Assault');
    expect(zip).toHaveValue('02139');
    expect(window.location.search).toBe('');
    casePage('/formInput/#accidentId=Partner%20Violence&zipCode=90210');
    prefill();
    expect(document.querySelector('select')).toHaveValue('Partner Violence');
    expect(window.location.hash).toBe('');
  });

  it('prefills nothing it would not accept, and still cleans the address', () => {
    const { issue, zip } = casePage('/formInput/?accidentId=%3Cscript%3E&z=12a45');
    prefill();
    expect(issue).toHaveValue('');
    expect(zip).toHaveValue('');
    expect(window.location.search).toBe('');
    casePage('/formInput/#i=&z=');
    prefill();
    expect(window.location.hash).toBe('');
  });

  it('leaves an address without its values alone, and fills nothing on a page without the case form', () => {
    casePage('/formInput/#contact');
    prefill();
    expect(window.location.hash).toBe('#contact');
    window.history.replaceState(null, '', '/contact/?i=1');
    document.body.innerHTML =
      '<form data-lead-form><select name="issueType"><option value="">-</option><option value="Sex Assault" data-issue-code="1">Sex Assault</option></select></form>';
    prefill();
    expect(window.location.search).toBe('');
    expect(document.querySelector('select')).toHaveValue('');
  });
});
