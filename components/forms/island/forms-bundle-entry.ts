// The forms' own script: the entry point that scripts/lib/forms-bundle.ts bundles with
// React and the forms, and that lib/islands/form-code-loader.ts loads when a visitor first uses
// a lead form. Nothing of Next.js is in it.
import { FRESH_IMPORT_GLOBAL, freshImporter } from '@/lib/islands/fresh-import';
import { hydrateFormIslands } from '@/components/forms/island/hydrate-forms';

// Before the forms run: the chunks they load later (validation, sending) are imported through it,
// and so are the islands' props, which arrive with this script (preloaded) but may fail as a chunk can.
const load = freshImporter((url) => import(url));
Object.assign(globalThis, { [FRESH_IMPORT_GLOBAL]: load });
void hydrateFormIslands(document, load);
