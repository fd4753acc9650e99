/**
 * The names the island mechanism's sides agree on, written once: the pages Next.js renders at
 * build time (components/, components/forms/island/form-island.tsx), the inline scripts and the forms'
 * bundle that run in the browser (lib/islands/), and the post-build steps and the benchmark
 * (scripts/). A mark renamed here is renamed everywhere; a literal elsewhere would drift.
 */

/** The data attributes that mark what the scripts and the post-build steps look for. */
export const MARKS = {
  /** An inline script of ours that needs no framework: the strip step keeps it. */
  standalone: 'data-standalone',
  /** The inline script that carries the form-code loader and the other islands (LeadFormGuard); its value says which set ('home' or 'forms'). */
  islandsScript: 'data-islands',
  /** The inert template the strip step fills with the forms' bundle, for the loader to insert. */
  formCode: 'data-form-code',
  /** A lead form, guarded until its code runs, which then marks it ready. */
  leadForm: 'data-lead-form',
  leadFormReady: 'data-lead-form-ready',
  /** The note inside a lead form that says why a Send pressed too early did nothing. */
  leadFormNotReady: 'data-lead-form-not-ready',
  /** The quick-exit link, which the quick exit's inline script also answers. */
  quickExit: 'data-quick-exit',
  /** On each issue type's option in a lead form: its code, by which the case form's address names it. */
  issueCode: 'data-issue-code',
} as const;

/**
 * The address parameters that carry a chosen issue and zip to the case form (fragment, or query
 * without JavaScript): short and neutral, with the issue as its code (content/shared/issue-types.ts),
 * since the browser's history keeps every address it opened.
 */
export const CASE_FORM_PARAMS = {
  issue: 'i',
  zip: 'z',
} as const;

/**
 * The names the specification's search used, with the issue's English name: never written any
 * more, still read (and removed from the address), so that links already shared keep working.
 */
export const LEGACY_CASE_FORM_PARAMS = {
  issue: 'accidentId',
  zip: 'zipCode',
} as const;

/**
 * What the pages, the post-build step and the forms' own script agree on about a lead form's
 * island (components/forms/island/form-island.tsx renders it, components/forms/island/hydrate-forms.tsx hydrates it):
 * the element around the server-rendered form names the form. `next build` writes on it, as JSON,
 * the props it was rendered with; the post-build step (scripts/lib/island-props.ts) moves them
 * into a file of their own and leaves its address, which the forms' script imports.
 */
export const FORM_ISLAND = {
  root: 'data-form-island',
  props: 'data-form-island-props',
  propsSrc: 'data-form-island-src',
} as const;

/**
 * The client modules a form island hydrates, by name, as the build's client reference
 * manifests name them. A page whose only client components of ours are these needs no Next.js
 * runtime: scripts/lib/strip-framework.ts removes it and lets the forms' own script
 * (scripts/lib/forms-bundle.ts) take its place.
 */
export const FORM_ISLAND_MODULES = {
  contact: 'components/forms/contact-form.tsx',
  case: 'components/forms/case-form.tsx',
} as const;

export type FormIslandName = keyof typeof FORM_ISLAND_MODULES;
