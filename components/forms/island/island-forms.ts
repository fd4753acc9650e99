import { createElement, type ComponentProps, type ComponentType } from 'react';
import type { FormIslandName } from '@/lib/islands/contract';
import { CaseForm } from '@/components/forms/case-form';
import { ContactForm } from '@/components/forms/contact-form';

/** Each form island's component, under the name FORM_ISLAND_MODULES gives its module. */
export const FORM_COMPONENTS = { contact: ContactForm, case: CaseForm } as const satisfies Record<FormIslandName, ComponentType<never>>;

export type FormIslandProps<Name extends FormIslandName> = ComponentProps<(typeof FORM_COMPONENTS)[Name]>;

/** The form an island holds, rendered with its props: the same element at build time and when it hydrates. */
export const formElement = <Name extends FormIslandName>(name: Name, props: FormIslandProps<Name>) =>
  createElement(FORM_COMPONENTS[name] as ComponentType<object>, props);
