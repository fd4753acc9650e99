/** @jest-environment jsdom */
import { FORM_CODE_LOADER, installFormCodeLoader } from '@/lib/islands/form-code-loader';

const FORMS_SCRIPT = '/_next/static/islands/lead-forms-1.js';

describe('form-code loader, offline', () => {
  it('asks for nothing while the browser is offline, and for everything once it is back online', () => {
    document.body.innerHTML = `
      <form data-lead-form><input name="name"></form>
      <template data-form-code><link rel="modulepreload" href="/_next/static/islands/chunk-1.js"><script type="module" src="${FORMS_SCRIPT}"></script></template>`;
    installFormCodeLoader(document, FORM_CODE_LOADER);
    const online = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const asked = () => [...document.querySelectorAll('head > link, body > script')].map((e) => e.getAttribute('href') ?? e.getAttribute('src'));

    document.querySelector('input')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    document.querySelector('form')?.dispatchEvent(new Event('submit', { bubbles: true }));
    expect(asked()).toEqual([]);

    online.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    expect(asked()).toEqual(['/_next/static/islands/chunk-1.js', FORMS_SCRIPT]);
    window.dispatchEvent(new Event('online'));
    expect(asked()).toHaveLength(2);
  });
});
