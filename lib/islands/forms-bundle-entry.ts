// The forms' own script: the entry point that scripts/lib/forms-bundle.ts bundles with
// React and the forms, and that lib/islands/form-code-loader.ts loads when a visitor first uses
// a lead form. Nothing of Next.js is in it.
import { hydrateFormIslands } from '@/lib/islands/hydrate-forms';

hydrateFormIslands(document);
