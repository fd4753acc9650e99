/** @jest-environment jsdom */
import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { FormIsland } from '@/components/forms/island/form-island';
import { hydrateFormIslands } from '@/components/forms/island/hydrate-forms';
import { leadFormSettings } from '@/lib/leads/form-settings';
import { FORM_ISLAND } from '@/lib/islands/contract';
import { LEAD_FORM_GUARD } from '@/lib/islands/lead-form-guard';
import { localEnv, TEST_PORTS } from '@/scripts/lib/local-env';

Object.assign(process.env, localEnv(TEST_PORTS));

// The pages are rendered at build time and the forms hydrated in the browser by their own script,
// with nothing of Next.js: this renders an island the way the build does and hydrates it the
// way that script does. A mismatch would make React throw the server's form away and render a
// new one, losing the field the visitor is in.
describe('form islands', () => {
  const errors: unknown[] = [];
  const onError = (event: ErrorEvent) => errors.push(event.error ?? event.message);
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    errors.length = 0;
    window.addEventListener('error', onError);
    consoleError = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => errors.push(args));
  });
  afterEach(() => {
    window.removeEventListener('error', onError);
    consoleError.mockRestore();
    document.body.innerHTML = '';
  });

  const islands = {
    contact: () => <FormIsland form="contact" props={{ settings: leadFormSettings('contact', 'en'), idPrefix: 'home-contact' }} />,
    case: () => <FormIsland form="case" props={{ settings: leadFormSettings('case', 'es') }} />,
  };

  it.each(['contact', 'case'] as const)('hydrates the %s form over the markup the build rendered, keeping every element', async (name) => {
    const Island = islands[name];
    document.body.innerHTML = renderToString(<Island />);
    const root = document.querySelector(`[${FORM_ISLAND.root}]`);
    expect(root?.getAttribute(FORM_ISLAND.root)).toBe(name);
    const form = document.querySelector('form');
    const fields = [...document.querySelectorAll('input, select, textarea, button')];

    await act(async () => {
      expect(hydrateFormIslands(document)).toEqual([name]);
    });

    expect(form).toHaveAttribute(LEAD_FORM_GUARD.ready);
    expect(document.querySelector('form')).toBe(form);
    const after = [...document.querySelectorAll('input, select, textarea, button')];
    expect(after).toHaveLength(fields.length);
    expect(after.every((element, i) => element === fields[i])).toBe(true);
    expect(errors).toEqual([]);
  });

  it('leaves alone an island it does not know or one without its props', async () => {
    document.body.innerHTML = `<div ${FORM_ISLAND.root}="newsletter" ${FORM_ISLAND.props}="{}"><form></form></div><div ${FORM_ISLAND.root}="contact"><form></form></div>`;
    await act(async () => {
      expect(hydrateFormIslands(document)).toEqual([]);
    });
    expect(errors).toEqual([]);
  });

  // The specification's defaults made the three Yes/No questions "Yes" the moment the form's code
  // loaded, while the server's HTML showed nothing chosen. Both must show what the visitor chose.
  it.each(['contact', 'case'] as const)('chooses nothing for the visitor in the %s form, in the HTML, once hydrated and after they type', async (name) => {
    const Island = islands[name];
    document.body.innerHTML = renderToString(<Island />);
    const chosen = () => ({
      radios: [...document.querySelectorAll<HTMLInputElement>('input[type="radio"]')].filter((radio) => radio.checked).map((radio) => radio.name),
      selects: [...document.querySelectorAll('select')].map((select) => [select.name, select.value]),
    });
    const nothing = chosen();
    expect(nothing.radios).toEqual([]);
    expect(nothing.selects.length).toBeGreaterThan(0);
    for (const [, value] of nothing.selects) expect(value).toBe('');
    if (name === 'case') expect(document.querySelectorAll('input[type="radio"]')).toHaveLength(6);

    await act(async () => {
      hydrateFormIslands(document);
    });
    expect(chosen()).toEqual(nothing);
    const field = document.querySelector<HTMLInputElement>('input[name="name"]')!;
    await act(async () => {
      field.value = 'Ana';
      field.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(chosen()).toEqual(nothing);
    expect(errors).toEqual([]);
  });
});
