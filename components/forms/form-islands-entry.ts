// The forms' own script: the entry point that scripts/lib/form-islands-build.ts bundles with
// React and the forms, and that lib/islands/framework-loader.ts loads when a visitor first uses
// a lead form. Nothing of Next.js is in it.
import { hydrateFormIslands } from '@/components/forms/form-islands';

hydrateFormIslands(document);
