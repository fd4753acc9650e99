/**
 * What the pages, the post-build step and the forms' own script agree on about a lead form's
 * island (components/forms/form-island.tsx renders it, components/forms/form-islands.tsx
 * hydrates it): the element around the server-rendered form names the form and carries, as
 * JSON, the props it was rendered with.
 */
export const FORM_ISLAND = {
  root: 'data-form-island',
  props: 'data-form-island-props',
} as const;

/**
 * The client modules a form island hydrates, by name, as the build's client reference
 * manifests name them. A page whose only client components of ours are these needs no Next.js
 * runtime: scripts/lib/strip-framework.ts removes it and lets the forms' own script
 * (scripts/lib/form-islands-build.ts) take its place.
 */
export const FORM_ISLAND_MODULES = {
  contact: 'components/forms/contact-form.tsx',
  case: 'components/forms/case-form.tsx',
} as const;

export type FormIslandName = keyof typeof FORM_ISLAND_MODULES;
