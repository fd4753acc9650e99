import { hydrateRoot } from 'react-dom/client';
import { FORM_ISLAND, type FormIslandName } from '@/lib/islands/contract';
import { FORM_COMPONENTS, formElement, type FormIslandProps } from '@/components/forms/island/island-forms';

const isFormIslandName = (name: string | null): name is FormIslandName => name !== null && Object.hasOwn(FORM_COMPONENTS, name);

/**
 * Brings every form island of `doc` to life: React hydrates each over the markup the server
 * rendered (components/forms/island/form-island.tsx), with the props it was rendered with, so the
 * elements stay the same ones: the field the visitor is in keeps the focus, and what they typed
 * stays. Returns the names of the forms hydrated.
 */
export function hydrateFormIslands(doc: Document): FormIslandName[] {
  const hydrated: FormIslandName[] = [];
  for (const root of Array.from(doc.querySelectorAll<HTMLElement>(`[${FORM_ISLAND.root}]`))) {
    const name = root.getAttribute(FORM_ISLAND.root);
    const props = root.getAttribute(FORM_ISLAND.props);
    if (!isFormIslandName(name) || props === null) continue;
    hydrateRoot(root, formElement(name, JSON.parse(props) as FormIslandProps<typeof name>));
    hydrated.push(name);
  }
  return hydrated;
}
