// The one walker of out/: every file the export holds, which of them are HTML documents, and
// which of those are pages a visitor is sent to. The post-build steps, the validators, the link
// check and the benchmark all list out/ through it, so they agree on what a page is.
import fs from 'node:fs';
import path from 'node:path';

/**
 * What in out/ is not a page a visitor is sent to, by first path segment, and why. The list is
 * written here once; nothing else in the project decides it.
 */
const NOT_PAGES = {
  // Next.js's own folder: scripts, stylesheets, the forms' bundle. No document.
  _next: 'files',
  // Next.js's copy of the 404 page: a document that the post-build steps rewrite like any other,
  // but no link leads to it (hosts serve 404.html for a missing address).
  '_not-found': 'document',
} as const satisfies Record<string, 'files' | 'document'>;

const firstSegment = (file: string) => file.split('/', 1)[0] ?? '';
const notPage = (file: string) => NOT_PAGES[firstSegment(file) as keyof typeof NOT_PAGES];

/** Every file under `outDir`, as sorted out-relative paths with forward slashes. */
export function outFiles(outDir: string): string[] {
  return fs
    .readdirSync(outDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(outDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** Every HTML document of `outDir` (404.html and Next.js's copy of it included), as sorted out-relative paths. */
export function htmlPages(outDir: string): string[] {
  return outFiles(outDir).filter((file) => file.endsWith('.html') && notPage(file) !== 'files');
}

/** The address of every page a visitor can be sent to (a folder's index.html), as sorted routes with a trailing slash. */
export function pageRoutes(outDir: string): { route: string; file: string }[] {
  return htmlPages(outDir)
    .filter((file) => (file === 'index.html' || file.endsWith('/index.html')) && notPage(file) === undefined)
    .map((file) => ({ route: `/${file.slice(0, -'index.html'.length)}`, file }))
    .sort((a, b) => (a.route < b.route ? -1 : a.route > b.route ? 1 : 0));
}
