import { FORM_ISLAND, type FormIslandName } from '@/lib/islands/contract';
import { formElement, type FormIslandProps } from '@/components/forms/island/island-forms';

/**
 * A lead form as an island: rendered to HTML here, at build time, and hydrated in the browser by
 * the forms' own script (components/forms/island/hydrate-forms.tsx) once the visitor first uses it. The
 * wrapper names the form and keeps, as JSON, the props it was rendered with, which the post-build
 * step moves into a file of their own (scripts/lib/island-props.ts) for the script to hydrate it with.
 */
export function FormIsland({ form, props }: { [Name in FormIslandName]: { form: Name; props: FormIslandProps<Name> } }[FormIslandName]) {
  const marks = { [FORM_ISLAND.root]: form, [FORM_ISLAND.props]: JSON.stringify(props) };
  return <div {...marks}>{formElement(form, props)}</div>;
}
