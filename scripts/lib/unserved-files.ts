// What no page, feed or host reads once the framework is off every page (README, "Pages without
// JavaScript"): Next.js's payload files (index.txt and __next.*.txt beside every page, which its
// router fetched on client-side navigation), and the scripts under _next/ that no page, template
// or the forms' own build names any more (the runtime, its chunks, its build manifests).
// Stylesheets, images, feeds and everything outside _next/ stay.
import fs from 'node:fs';
import path from 'node:path';
import { htmlPages, outFiles } from './out-files';

const PAYLOAD_FILE = /(^|\/)(index|__next\.[^/]*)\.txt$/;
const FRAMEWORK_URL = /\/_next\/[^"'\s)<>]+/g;

/** The out-relative files of `outDir` that nothing reads; `keep` lists site paths read by other means (the forms' lazy chunks). */
function unservedFiles(outDir: string, keep: readonly string[]): string[] {
  const referenced = new Set(keep.map((url) => url.replace(/^\//, '')));
  for (const page of htmlPages(outDir)) {
    for (const [url] of fs.readFileSync(path.join(outDir, page), 'utf8').matchAll(FRAMEWORK_URL)) referenced.add(url.slice(1));
  }
  return outFiles(outDir).filter((file) => PAYLOAD_FILE.test(file) || (file.startsWith('_next/') && file.endsWith('.js') && !referenced.has(file)));
}

/** Removes what unservedFiles finds and returns what went: its count and bytes. */
export function removeUnservedFiles(outDir: string, keep: readonly string[]): { files: number; bytes: number } {
  let bytes = 0;
  const files = unservedFiles(outDir, keep);
  for (const file of files) {
    bytes += fs.statSync(path.join(outDir, file)).size;
    fs.rmSync(path.join(outDir, file));
  }
  return { files: files.length, bytes };
}
