// Before `next build` (and `npm run dev`): bundles the pages' inline scripts from
// lib/islands/page-scripts/ into lib/islands/page-scripts.generated.ts
// (scripts/lib/page-scripts-bundle.ts says why).
import path from 'node:path';
import { GENERATED_MODULE, writePageScripts } from './lib/page-scripts-bundle';

const root = path.resolve(import.meta.dirname, '..');
writePageScripts(root).then(
  (changed) => console.log(changed ? `Inline scripts bundled into ${GENERATED_MODULE}.` : `Inline scripts: ${GENERATED_MODULE} is up to date.`),
  (error: unknown) => {
    console.error(`Bundling the inline scripts failed:\n${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
