// What the build of the lead forms' own script (scripts/lib/forms-bundle.ts) tells the
// post-build step that puts it on the pages (scripts/lib/strip-framework.ts).
import fs from 'node:fs';
import path from 'node:path';
import type { FormIslandName } from '../../lib/islands/contract';
import { FRAMEWORK_ASSET_PREFIX } from './framework-markup';

/** Where the files go, under out/: Next.js's static folder, whose files hosts cache as immutable. */
export const FORMS_BUNDLE_DIR = `${FRAMEWORK_ASSET_PREFIX.slice(1)}islands`;

/**
 * Browsers open at most six connections to one host over HTTP/1.1, which many static hosts still
 * speak: a seventh file on the first load would wait for one of them, a whole round trip later.
 * The forms' script with the chunks it imports (scripts/lib/forms-bundle.ts), and with the
 * islands' props on a page (scripts/lib/island-props.ts), must stay within it.
 */
export const MAX_FIRST_LOAD_FILES = 6;

/** What the build tells the post-build step, written inside the build directory. */
export const FORMS_BUNDLE_MANIFEST = 'forms-bundle.json';

export interface FormsBundleManifest {
  /** The module script to insert, as a path from the site root. */
  script: string;
  /** The files it imports before it can run: fetched with it, in the same round trip. */
  preload: string[];
  /** Every file written (the script, its chunks and the chunks it loads later). */
  files: string[];
  /**
   * Each form's own source files, from the project root: every module of ours its component imports,
   * at once or later. The classes a form may add are written there in full (as Tailwind requires),
   * without the words of the libraries bundled beside them.
   */
  sources: Record<FormIslandName, string[]>;
}

/** The manifest the last build wrote to `nextDir`. */
export function readFormsBundleManifest(nextDir: string): FormsBundleManifest {
  const file = path.join(nextDir, FORMS_BUNDLE_MANIFEST);
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: run tsx scripts/build-forms-bundle.ts after next build`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as FormsBundleManifest;
}
