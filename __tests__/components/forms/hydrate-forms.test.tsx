/** @jest-environment jsdom */
import { act, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { FormIsland } from '@/components/forms/island/form-island';
import { hydrateFormIslands } from '@/components/forms/island/hydrate-forms';
import { leadFormSettings } from '@/lib/leads/form-settings';
import { FORM_ISLAND } from '@/lib/islands/contract';
import { LEAD_FORM_GUARD } from '@/lib/islands/lead-form-guard';
import { moveIslandProps } from '@/scripts/lib/island-props';
import { localEnv, TEST_PORTS } from '@/scripts/lib/local-env';

Object.assign(process.env, localEnv(TEST_PORTS));

// The pages are rendered at build time and the forms hydrated in the browser by their own script,
// with nothing of Next.js: this renders an island the way the build does, moves its props out as
// the post-build step does, and hydrates it the way that script does, with the props it imports.
// A mismatch would make React throw the server's form away and render a new one, losing the field
// the visitor is in.
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

  const props = {
    contact: { settings: leadFormSettings('contact', 'en'), idPrefix: 'home-contact' },
    case: { settings: leadFormSettings('case', 'es') },
  };
  const islands = {
    contact: () => <FormIsland form="contact" props={props.contact} />,
    case: () => <FormIsland form="case" props={props.case} />,
  };

  /** Resolves once every promise settled so far has run its callbacks (a task runs after all microtasks). */
  const pendingPromises = () => new Promise((resolve) => setTimeout(resolve, 0));

  /** The island as a built page carries it, and an importer of its props file as the browser's import() answers it. */
  function built(name: keyof typeof islands) {
    const Island = islands[name];
    const moved = moveIslandProps(`${renderToString(<Island />)}<template data-form-code=""></template>`, '/_next/static/islands');
    document.body.innerHTML = moved.html;
    const [file] = [...moved.files.keys()];
    const asked: string[] = [];
    const load = async (url: string) => {
      asked.push(url);
      if (new URL(url).pathname !== file) throw new TypeError('Failed to fetch dynamically imported module');
      return { default: props[name] };
    };
    return { load, asked, file };
  }

  it.each(['contact', 'case'] as const)('hydrates the %s form over the markup the build rendered, keeping every element', async (name) => {
    const { load, asked, file } = built(name);
    const root = document.querySelector(`[${FORM_ISLAND.root}]`);
    expect(root?.getAttribute(FORM_ISLAND.root)).toBe(name);
    expect(root).not.toHaveAttribute(FORM_ISLAND.props);
    const form = document.querySelector('form');
    const fields = [...document.querySelectorAll('input, select, textarea, button')];

    await act(async () => {
      expect(await hydrateFormIslands(document, load)).toEqual([name]);
    });
    expect(asked).toEqual([`http://localhost${file}`]);

    expect(form).toHaveAttribute(LEAD_FORM_GUARD.ready);
    expect(document.querySelector('form')).toBe(form);
    const after = [...document.querySelectorAll('input, select, textarea, button')];
    expect(after).toHaveLength(fields.length);
    expect(after.every((element, i) => element === fields[i])).toBe(true);
    expect(errors).toEqual([]);
  });

  it('leaves alone an island it does not know, one without its props file, and one whose file holds no props', async () => {
    document.body.innerHTML = [
      `<div ${FORM_ISLAND.root}="newsletter" ${FORM_ISLAND.propsSrc}="/n.js"><form></form></div>`,
      `<div ${FORM_ISLAND.root}="contact"><form></form></div>`,
      `<div ${FORM_ISLAND.root}="case" ${FORM_ISLAND.propsSrc}="/c.js"><form></form></div>`,
    ].join('');
    const asked: string[] = [];
    await act(async () => {
      expect(
        await hydrateFormIslands(document, async (url) => {
          asked.push(url);
          return { default: null };
        }),
      ).toEqual([]);
    });
    expect(asked).toEqual(['http://localhost/c.js']);
    expect(errors).toEqual([]);
  });

  // As with the forms' chunks: a file that did not arrive is asked for once more at once, then
  // on the visitor's next use of the form or when the browser is back online, never while it
  // says it is offline; until then the form stays as the server rendered it, with what was typed.
  it('asks for props that did not arrive again when the visitor next uses the form, and hydrates with what they typed kept', async () => {
    const { load, file } = built('contact');
    let failing = true;
    const asked: string[] = [];
    const flaky = async (url: string) => {
      asked.push(url);
      if (failing) throw new TypeError('Failed to fetch dynamically imported module');
      return load(url);
    };
    const form = document.querySelector('form')!;
    const name = document.querySelector<HTMLInputElement>('input[name="name"]')!;
    let hydrated: Promise<string[]> = Promise.resolve([]);
    await act(async () => {
      hydrated = hydrateFormIslands(document, flaky);
    });
    await waitFor(() => expect(asked).toEqual([`http://localhost${file}`, `http://localhost${file}`]));
    expect(form).not.toHaveAttribute(LEAD_FORM_GUARD.ready);
    name.value = 'Ana';

    // Neither a use while the browser says it is offline nor a focus outside the form is a chance.
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    name.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await pendingPromises();
    onLine.mockRestore();
    failing = false;
    document.body.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await pendingPromises();
    expect(asked).toHaveLength(2);

    await act(async () => {
      name.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      expect(await hydrated).toEqual(['contact']);
    });
    expect(asked).toHaveLength(3);
    expect(form).toHaveAttribute(LEAD_FORM_GUARD.ready);
    expect(document.querySelector('form')).toBe(form);
    expect(document.querySelector<HTMLInputElement>('input[name="name"]')).toBe(name);
    expect(name.value).toBe('Ana');
    expect(errors).toEqual([]);
  });

  it('asks again when the browser is back online', async () => {
    const { load } = built('case');
    let failing = true;
    let calls = 0;
    const flaky = async (url: string) => {
      calls += 1;
      if (failing) throw new TypeError('Failed to fetch dynamically imported module');
      return load(url);
    };
    let hydrated: Promise<string[]> = Promise.resolve([]);
    await act(async () => {
      hydrated = hydrateFormIslands(document, flaky);
    });
    await waitFor(() => expect(calls).toBe(2));
    failing = false;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
      expect(await hydrated).toEqual(['case']);
    });
    expect(calls).toBe(3);
    expect(document.querySelector('form')).toHaveAttribute(LEAD_FORM_GUARD.ready);
  });

  // The specification's defaults made the three Yes/No questions "Yes" the moment the form's code
  // loaded, while the server's HTML showed nothing chosen. Both must show what the visitor chose.
  it.each(['contact', 'case'] as const)('chooses nothing for the visitor in the %s form, in the HTML, once hydrated and after they type', async (name) => {
    const { load } = built(name);
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
      await hydrateFormIslands(document, load);
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
