/** @jest-environment jsdom */
import { FORM_CODE_LOADER, installFormCodeLoader } from '@/lib/islands/form-code-loader';

function page() {
  document.body.innerHTML = `
    <form data-lead-form method="dialog">
      <input name="name"><textarea name="message"></textarea>
      <select name="issueType"><option value="">Pick</option><option value="Sex Assault">Sex Assault</option></select>
      <input type="checkbox" name="safeContact" value="Text">
      <input type="radio" name="medical" value="Yes" checked><input type="radio" name="medical" value="No">
      <button type="submit">Send</button>
    </form>
    <form id="other"><input name="q"></form>
    <template data-form-code><link rel="modulepreload" href="/_next/static/islands/chunk-1.js"><script type="module" src="/_next/static/islands/lead-forms-1.js"></script></template>`;
  const form = document.querySelector('form[data-lead-form]') as HTMLFormElement;
  const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement;
  return { form, field };
}

const inserted = () => [...document.body.querySelectorAll(':scope > script')] as HTMLScriptElement[];
const type = (el: HTMLInputElement | HTMLTextAreaElement, value: string) => {
  el.value = value;
  el.dispatchEvent(new Event('input', { bubbles: true }));
};
/** What React and the form library do on mount: every field back to its default; then ready. */
const hydrate = (form: HTMLFormElement) => {
  for (const el of [...form.elements] as HTMLInputElement[]) {
    if (el.type === 'checkbox') el.checked = false;
    else if (el.type === 'radio') el.checked = el.value === 'Yes';
    else if ('value' in el && el.tagName !== 'BUTTON') el.value = '';
  }
  form.setAttribute(FORM_CODE_LOADER.ready, '');
};
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

const preloads = () => [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));
const FORMS_SCRIPT = '/_next/static/islands/lead-forms-1.js';

describe('form-code loader', () => {
  // One set of document listeners for the file, as the page's script installs.
  beforeAll(() => installFormCodeLoader(document, FORM_CODE_LOADER));

  it("loads nothing until a lead form is used; then asks for the forms' script and the chunks it imports at once, and only once", () => {
    const { field } = page();
    document.querySelector<HTMLInputElement>('#other input')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(inserted()).toHaveLength(0);
    expect(preloads()).toEqual([]);

    field('name').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(preloads()).toEqual(['/_next/static/islands/chunk-1.js']);
    const scripts = inserted();
    expect(scripts.map((s) => [s.type, s.getAttribute('src')])).toEqual([['module', FORMS_SCRIPT]]);
    field('name').dispatchEvent(new Event('keydown', { bubbles: true }));
    field('message').dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(inserted()).toHaveLength(1);
    expect(preloads()).toHaveLength(1);

    // A script that did not arrive (a dropped connection) is asked for once more at once, then
    // again on the next use of the form and when the browser is back online, each time under a
    // URL the browser has not seen fail.
    const files = () => inserted().filter((s) => s.getAttribute('src')?.startsWith(FORMS_SCRIPT));
    scripts[0]?.dispatchEvent(new Event('error'));
    expect(files()).toHaveLength(2);
    files()[1]?.dispatchEvent(new Event('error'));
    expect(files()).toHaveLength(2);
    field('name').dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(files()).toHaveLength(3);
    files()[2]?.dispatchEvent(new Event('error'));
    files()[3]?.dispatchEvent(new Event('error'));
    expect(files()).toHaveLength(4);
    window.dispatchEvent(new Event('online'));
    expect(files()).toHaveLength(5);
    window.dispatchEvent(new Event('online'));
    expect(files()).toHaveLength(5);
    expect(files().map((s) => s.getAttribute('src'))).toEqual([0, 1, 2, 3, 4].map((n) => (n ? `${FORMS_SCRIPT}?retry=${n}` : FORMS_SCRIPT)));
    // One that loaded is never asked for again.
    files()[4]?.dispatchEvent(new Event('load'));
    field('name').dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(files()).toHaveLength(5);
  });

  it('puts back everything typed or picked before the form was ready, as input the form library hears', async () => {
    const { form, field } = page();
    type(field('name'), 'Rosa');
    type(field('message'), 'Typed while the code loaded.');
    const select = form.elements.namedItem('issueType') as HTMLSelectElement;
    select.value = 'Sex Assault';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    field('safeContact').click();
    (form.querySelector('input[value="No"]') as HTMLInputElement).click();
    const heard: string[] = [];
    form.addEventListener('input', (e) => heard.push((e.target as HTMLInputElement).name));

    hydrate(form);
    expect(field('name')).toHaveValue('');
    await flush();

    expect(field('name')).toHaveValue('Rosa');
    expect(field('message')).toHaveValue('Typed while the code loaded.');
    expect(select).toHaveValue('Sex Assault');
    expect(field('safeContact')).toBeChecked();
    expect(form.querySelector('input[value="No"]')).toBeChecked();
    expect(heard).toEqual(expect.arrayContaining(['name', 'message', 'issueType']));
  });

  it('keeps a value the visitor typed even when hydration left it showing, so the form library hears it', async () => {
    const { form, field } = page();
    type(field('name'), 'Ana');
    const heard: string[] = [];
    form.addEventListener('input', (e) => heard.push((e.target as HTMLInputElement).value));
    form.setAttribute(FORM_CODE_LOADER.ready, '');
    await flush();
    expect(field('name')).toHaveValue('Ana');
    expect(heard).toEqual(['Ana']);
  });

  it('forgets what was typed when the form is emptied before it is ready (page hidden, quick exit), so Back never brings it back', async () => {
    const { form, field } = page();
    type(field('name'), 'Rosa Lind');
    type(field('message'), 'He reads my phone every night');
    field('safeContact').click();
    form.reset();
    expect(field('name')).toHaveValue('');

    // The page comes back from the back-forward cache and its code arrives only now.
    hydrate(form);
    await flush();
    expect(field('name')).toHaveValue('');
    expect(field('message')).toHaveValue('');
    expect(field('safeContact')).not.toBeChecked();

    // What is typed after that is kept as before.
    form.removeAttribute(FORM_CODE_LOADER.ready);
    type(field('name'), 'Ana');
    hydrate(form);
    await flush();
    expect(field('name')).toHaveValue('Ana');
  });

  it('leaves what is typed once the form is ready to the form itself', async () => {
    const { form, field } = page();
    form.setAttribute(FORM_CODE_LOADER.ready, '');
    await flush();
    type(field('name'), 'After');
    field('name').value = '';
    form.removeAttribute(FORM_CODE_LOADER.ready);
    form.setAttribute(FORM_CODE_LOADER.ready, '');
    await flush();
    expect(field('name')).toHaveValue('');
  });
});
