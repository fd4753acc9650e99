import { hydrateRoot } from 'react-dom/client';
import { FORM_ISLAND, MARKS, type FormIslandName } from '@/lib/islands/contract';
import { FORM_USES } from '@/lib/islands/form-code-loader';
import { importUntilLoaded } from '@/lib/islands/fresh-import';
import { FORM_COMPONENTS, formElement, type FormIslandProps } from '@/components/forms/island/island-forms';

const isFormIslandName = (name: string | null): name is FormIslandName => name !== null && Object.hasOwn(FORM_COMPONENTS, name);

const defaultExport = (module: unknown): unknown => (typeof module === 'object' && module !== null && 'default' in module ? module.default : undefined);

const isPropsObject = (value: unknown): value is object => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Resolves at the next chance for a file that failed to arrive: the visitor's next use of a lead
 * form while the browser says it is online, or the browser coming back online.
 */
function nextChance(doc: Document): Promise<void> {
  const view = doc.defaultView;
  return new Promise((resolve) => {
    const done = () => {
      for (const type of FORM_USES) doc.removeEventListener(type, onUse, true);
      view?.removeEventListener('online', done);
      resolve();
    };
    const onUse = (event: Event) => {
      const target = event.target as Element | null;
      if (view?.navigator.onLine !== false && typeof target?.closest === 'function' && target.closest(`form[${MARKS.leadForm}]`)) done();
    };
    for (const type of FORM_USES) doc.addEventListener(type, onUse, true);
    view?.addEventListener('online', done);
  });
}

/**
 * Brings every form island of `doc` to life: imports the props it was rendered with, from the
 * file the post-build step moved them to (scripts/lib/island-props.ts), through `load` (the
 * importer that retries the forms' chunks, lib/islands/fresh-import.ts), and until they arrive;
 * then React hydrates the island over the markup the server rendered
 * (components/forms/island/form-island.tsx), so the elements stay the same ones: the field the
 * visitor is in keeps the focus, and what they typed stays. Resolves with the names of the forms
 * hydrated.
 */
export async function hydrateFormIslands(doc: Document, load: (url: string) => Promise<unknown>): Promise<FormIslandName[]> {
  const islands = Array.from(doc.querySelectorAll<HTMLElement>(`[${FORM_ISLAND.root}]`)).map(async (root) => {
    const name = root.getAttribute(FORM_ISLAND.root);
    const src = root.getAttribute(FORM_ISLAND.propsSrc);
    if (!isFormIslandName(name) || src === null) return [];
    const props = defaultExport(await importUntilLoaded(load, new URL(src, doc.baseURI).href, () => nextChance(doc)));
    if (!isPropsObject(props)) return [];
    hydrateRoot(root, formElement(name, props as FormIslandProps<typeof name>));
    return [name];
  });
  return (await Promise.all(islands)).flat();
}
