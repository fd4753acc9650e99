// After the framework strip, before the security headers (which hash what is inline): puts each
// page's styles in a <style> cut to what its group of pages can use (scripts/lib/inline-styles.ts),
// removes the stylesheet links and then the stylesheets no page links any more. A kind of page whose
// styles would cost one more round trip keeps its link (inliningPays). Fails the build,
// naming the page, on a page without a stylesheet or one whose stylesheet is not in out/.
import fs from 'node:fs';
import path from 'node:path';
import { FRAMEWORK_ASSET_PREFIX } from './lib/framework-markup';
import { htmlPages, outFiles } from './lib/out-files';
import { inliningPays, styleGroup, stylesheetHrefs, usedCss, withInlineStyle } from './lib/inline-styles';

const outDir = path.resolve(import.meta.dirname, '..', 'out');
const ISLANDS = `${FRAMEWORK_ASSET_PREFIX}islands/`;
const read = (file: string) => fs.readFileSync(path.join(outDir, file), 'utf8');

async function main() {
  const pages = htmlPages(outDir).map((file) => ({ file, html: read(file) }));
  // The forms render markup the page does not carry until they run: their code counts as content.
  const islandCode = outFiles(outDir)
    .filter((file) => `/${file}`.startsWith(ISLANDS) && file.endsWith('.js'))
    .map(read);
  const groups = new Map<string, typeof pages>();
  for (const page of pages) groups.set(styleGroup(page.file), [...(groups.get(styleGroup(page.file)) ?? []), page]);

  const unlinked = new Set<string>();
  const stillLinked = new Set<string>();
  const keptLinks: string[] = [];
  let inlinedPages = 0;
  let before = 0;
  let after = 0;
  for (const members of groups.values()) {
    const hrefs = [...new Set(members.flatMap((p) => stylesheetHrefs(p.html)))];
    for (const { file, html } of members) {
      if (stylesheetHrefs(html).join() !== hrefs.join()) throw new Error(`${file}: links other stylesheets than the pages of its kind`);
    }
    const missing = hrefs.find((href) => !fs.existsSync(path.join(outDir, href)));
    if (hrefs.length === 0 || missing) throw new Error(`${members[0]!.file}: ${missing ? `${missing} is not in out/` : 'links no stylesheet'}`);
    const css = hrefs.map((href) => read(href)).join('\n');
    const withIslands = members.some((p) => p.html.includes(ISLANDS));
    const cut = await usedCss(css, [...members.map((p) => p.html), ...(withIslands ? islandCode : [])]);
    const inlined = members.map((p) => ({ ...p, inlined: withInlineStyle(p.html, cut) }));
    const target = hrefs.map((href) => href.replace(/^\//, ''));
    if (!inlined.every((p) => inliningPays(p.html, p.inlined))) {
      target.forEach((file) => stillLinked.add(file));
      keptLinks.push(members[0]!.file);
      continue;
    }
    target.forEach((file) => unlinked.add(file));
    before += css.length;
    after += cut.length;
    inlinedPages += members.length;
    for (const { file, inlined: html } of inlined) fs.writeFileSync(path.join(outDir, file), html);
  }
  for (const file of unlinked) if (!stillLinked.has(file)) fs.rmSync(path.join(outDir, file));
  console.log(
    `Styles inlined in ${inlinedPages} of ${pages.length} pages, cut for their kind to ${Math.round((100 * after) / Math.max(before, 1))} % of the stylesheet on average; ` +
      `${keptLinks.length} kinds keep the stylesheet, which would cost them a round trip (${keptLinks.join(', ') || 'none'}).`,
  );
}

main().catch((error: unknown) => {
  console.error(`Inlining the styles failed:\n${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
