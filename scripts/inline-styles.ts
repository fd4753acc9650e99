// After the framework strip, before the security headers (which hash what is inline): puts each
// page's styles in a <style> cut to what its group of pages can use (scripts/lib/inline-styles.ts),
// removes the stylesheet links and then the stylesheets no page links any more. Fails the build,
// naming the page, on a page without a stylesheet or one whose stylesheet is not in out/.
import fs from 'node:fs';
import path from 'node:path';
import { FRAMEWORK_ASSET_PREFIX } from './lib/framework-markup';
import { htmlPages, outFiles } from './lib/out-files';
import { styleGroup, stylesheetHrefs, usedCss, withInlineStyle } from './lib/inline-styles';

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

  const linked = new Set<string>();
  let before = 0;
  let after = 0;
  for (const members of groups.values()) {
    const hrefs = [...new Set(members.flatMap((p) => stylesheetHrefs(p.html)))];
    for (const { file, html } of members) {
      if (stylesheetHrefs(html).join() !== hrefs.join()) throw new Error(`${file}: links other stylesheets than the pages of its kind`);
    }
    const missing = hrefs.find((href) => !fs.existsSync(path.join(outDir, href)));
    if (hrefs.length === 0 || missing) throw new Error(`${members[0]!.file}: ${missing ? `${missing} is not in out/` : 'links no stylesheet'}`);
    hrefs.forEach((href) => linked.add(href.replace(/^\//, '')));
    const css = hrefs.map((href) => read(href)).join('\n');
    const withIslands = members.some((p) => p.html.includes(ISLANDS));
    const cut = await usedCss(css, [...members.map((p) => p.html), ...(withIslands ? islandCode : [])]);
    before += css.length;
    after += cut.length;
    for (const { file, html } of members) fs.writeFileSync(path.join(outDir, file), withInlineStyle(html, cut));
  }
  for (const file of linked) fs.rmSync(path.join(outDir, file));
  console.log(
    `Styles inlined in ${pages.length} pages, cut for ${groups.size} kinds of page to ${Math.round((100 * after) / before)} % of the stylesheet on average.`,
  );
}

main().catch((error: unknown) => {
  console.error(`Inlining the styles failed:\n${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
