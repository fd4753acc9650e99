// After the framework strip, before the security headers (which hash what is inline): puts each
// page's styles in a <style> cut to what its group of pages can use (scripts/lib/inline-styles.ts),
// in place of the stylesheet links, and removes the full stylesheets. A page whose styles would cost
// one more round trip (inliningPays) links the same cut as a file instead. Fails the build,
// naming the page, on a page without a stylesheet or one whose stylesheet is not in out/.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { FRAMEWORK_ASSET_PREFIX } from './lib/framework-markup';
import { FORM_ISLAND, type FormIslandName } from '../lib/islands/contract';
import { readFormsBundleManifest } from './lib/forms-bundle-manifest';
import { htmlPages } from './lib/out-files';
import { inliningPays, styleGroup, stylesheetHrefs, usedCss, withInlineStyle, withStylesheetLink } from './lib/inline-styles';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'out');
const CUT_STYLESHEETS = `${FRAMEWORK_ASSET_PREFIX}css/`;
const read = (file: string) => fs.readFileSync(path.join(outDir, file), 'utf8');

async function main() {
  const pages = htmlPages(outDir).map((file) => ({ file, html: read(file) }));
  // A form renders markup the page does not carry until it runs: the sources of the page's forms
  // count as its content (not their bundle, whose libraries' words would keep rules no element uses).
  const formSources = readFormsBundleManifest(path.join(root, '.next')).sources;
  const sourcesOf = (html: string) =>
    (Object.keys(formSources) as FormIslandName[]).filter((form) => html.includes(`${FORM_ISLAND.root}="${form}"`)).flatMap((form) => formSources[form]);
  const groups = new Map<string, typeof pages>();
  for (const page of pages) groups.set(styleGroup(page.file), [...(groups.get(styleGroup(page.file)) ?? []), page]);

  const unlinked = new Set<string>();
  const keptLinks: string[] = [];
  let inlinedPages = 0;
  for (const members of groups.values()) {
    const hrefs = [...new Set(members.flatMap((p) => stylesheetHrefs(p.html)))];
    for (const { file, html } of members) {
      if (stylesheetHrefs(html).join() !== hrefs.join()) throw new Error(`${file}: links other stylesheets than the pages of its kind`);
    }
    const missing = hrefs.find((href) => !fs.existsSync(path.join(outDir, href)));
    if (hrefs.length === 0 || missing) throw new Error(`${members[0]!.file}: ${missing ? `${missing} is not in out/` : 'links no stylesheet'}`);
    const css = hrefs.map((href) => read(href)).join('\n');
    const sources = [...new Set(members.flatMap((p) => sourcesOf(p.html)))].map((file) => fs.readFileSync(path.join(root, file), 'utf8'));
    const cut = await usedCss(css, [...members.map((p) => p.html), ...sources]);
    hrefs.forEach((href) => unlinked.add(href.replace(/^\//, '')));
    // A page the styles would push into one more round trip links the same cut as a file instead.
    let cutHref: string | undefined;
    for (const { file, html } of members) {
      const inlined = withInlineStyle(html, cut);
      if (inliningPays(html, inlined)) {
        inlinedPages += 1;
        fs.writeFileSync(path.join(outDir, file), inlined);
        continue;
      }
      cutHref ??= writeCutStylesheet(cut);
      keptLinks.push(file);
      fs.writeFileSync(path.join(outDir, file), withStylesheetLink(html, cutHref));
    }
  }
  for (const file of unlinked) fs.rmSync(path.join(outDir, file));
  console.log(
    `Styles inlined in ${inlinedPages} of ${pages.length} pages, each cut to the rules its kind of page can use; ` +
      `${keptLinks.length} pages, which the styles would cost a round trip, link that cut instead${keptLinks.length ? ` (${abbreviate(keptLinks)})` : ''}.`,
  );
}

/** The cut written once under its content hash, immutable like the framework's own stylesheet. */
function writeCutStylesheet(css: string): string {
  const href = `${CUT_STYLESHEETS}${createHash('sha256').update(css).digest('hex').slice(0, 16)}.css`;
  fs.mkdirSync(path.dirname(path.join(outDir, href)), { recursive: true });
  fs.writeFileSync(path.join(outDir, href), css);
  return href;
}

const abbreviate = (files: string[]) => (files.length > 3 ? `${files.slice(0, 3).join(', ')} and ${files.length - 3} more` : files.join(', '));

main().catch((error: unknown) => {
  console.error(`Inlining the styles failed:\n${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
