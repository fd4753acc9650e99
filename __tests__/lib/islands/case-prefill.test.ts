/** @jest-environment jsdom */
import { CASE_PREFILL, installCasePrefill } from '@/lib/islands/case-prefill';

const ZIP = '^[0-9]{5}$';

function casePage(address: string) {
  window.history.replaceState(null, '', address);
  document.body.innerHTML = `
    <form data-lead-form>
      <select name="issueType"><option value="">Pick one</option><option value="Partner Violence">Violencia de pareja</option><option value="Sex Assault">Sex Assault</option></select>
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

describe('case form prefill', () => {
  it('reads the fragment the home page search writes, fills both fields, and cleans the address', () => {
    const { issue, zip, heard } = casePage('/formInput/#accidentId=Partner%20Violence&zipCode=90210');
    installCasePrefill(window, CASE_PREFILL, ZIP);
    expect(issue).toHaveValue('Partner Violence');
    expect(zip).toHaveValue('90210');
    expect(heard).toEqual(expect.arrayContaining(['issueType', 'zipCode']));
    expect(window.location.href).toBe('http://localhost/formInput/');
  });

  it('still reads the query of links shared from elsewhere, trimming the zip', () => {
    const { issue, zip } = casePage('/es/formInput/?accidentId=Sex+Assault&zipCode=%2002139%20');
    installCasePrefill(window, CASE_PREFILL, ZIP);
    expect(issue).toHaveValue('Sex Assault');
    expect(zip).toHaveValue('02139');
    expect(window.location.search).toBe('');
    expect(window.location.pathname).toBe('/es/formInput/');
  });

  it('prefills nothing it would not accept, and still cleans the address', () => {
    const { issue, zip } = casePage('/formInput/?accidentId=%3Cscript%3E&zipCode=12a45');
    installCasePrefill(window, CASE_PREFILL, ZIP);
    expect(issue).toHaveValue('');
    expect(zip).toHaveValue('');
    expect(window.location.search).toBe('');
    casePage('/formInput/#accidentId=&zipCode=');
    installCasePrefill(window, CASE_PREFILL, ZIP);
    expect(window.location.hash).toBe('');
  });

  it('leaves other pages and addresses without its values alone', () => {
    casePage('/formInput/#contact');
    installCasePrefill(window, CASE_PREFILL, ZIP);
    expect(window.location.hash).toBe('#contact');
    window.history.replaceState(null, '', '/contact/?accidentId=Sex%20Assault');
    document.body.innerHTML = '<form data-lead-form><select name="issueType"></select></form>';
    installCasePrefill(window, CASE_PREFILL, ZIP);
    expect(window.location.search).toBe('?accidentId=Sex%20Assault');
  });
});
