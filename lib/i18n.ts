/** The site's languages: English at the root, Spanish under /es/. */
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];

/**
 * The shape a translation of a content module must have: the English module's shape with every
 * string widened to any string. A Spanish module typed with it cannot miss or add a key, so a
 * missing sentence is a type error rather than an English one on a Spanish page.
 */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: never[]) => unknown
    ? T
    : T extends readonly (infer U)[]
      ? readonly Translation<U>[]
      : T extends object
        ? { readonly [K in keyof T]: Translation<T[K]> }
        : T;
