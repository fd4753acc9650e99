// The one walker of out/: every file the export holds, and which of them are pages. Next.js's
// own folder holds no page; its _not-found/ copy of the 404 page is not a page a visitor is sent
// to (hosts serve 404.html), but it is a document that still passes through the post-build steps.
import fs from 'node:fs';
import path from 'node:path';

/** Folders of out/ (first path segment) that hold no page. */
const NOT_PAGES = ['_next'] as const;

/** Every file under `outDir`, as sorted out-relative paths with forward slashes. */
export function outFiles(outDir: string): string[] {
  return fs
    .readdirSync(outDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(outDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** Every exported HTML page of `outDir`, as sorted out-relative paths. */
export function htmlPages(outDir: string): string[] {
  return outFiles(outDir).filter((file) => file.endsWith('.html') && !NOT_PAGES.some((folder) => file.startsWith(`${folder}/`)));
}
