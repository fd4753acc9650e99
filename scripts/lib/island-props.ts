// Takes the props of each lead form's island (components/forms/island/form-island.tsx) out of the
// page: they are the form's copy and the site's settings, about a sixth of a form page's gzip'd
// HTML, and only the forms' script reads them, after the visitor first uses a form. Each distinct
// value becomes one content-named file beside the forms' script; the island keeps its address, and
// the page's <template data-form-code> preloads it, so it arrives with the forms' script and never
// with the page (docs/island-adapter.md).
import crypto from 'node:crypto';
import escapeHtml from 'escape-html';
import { parse } from 'parse5';
import { FORM_ISLAND, MARKS } from '../../lib/islands/contract';
import { MAX_FIRST_LOAD_FILES } from './forms-bundle-manifest';
import { attr, elementsWithTemplates } from './html-tree';

/** The file a props value is written to: its site path under `dir`, named by its content, and its text. */
export function propsModule(json: string, dir: string): { path: string; text: string } {
  // A module, not JSON to fetch: the forms' importer loads and retries it as it does their chunks, and a modulepreload fetches it with them.
  const text = `export default ${json};\n`;
  return { path: `${dir}/props-${crypto.createHash('sha256').update(text).digest('hex').slice(0, 16)}.js`, text };
}

/**
 * Moves every island's props of one page into their files under `dir` (a site path): the
 * attribute becomes FORM_ISLAND.propsSrc with the file's address, and the page's form-code
 * template gains a modulepreload for it. Returns the new HTML and the files (site path -> text);
 * a page without islands comes back as it was. Throws, naming the markup, on props that are not
 * a JSON object or an island on a page with no form-code template.
 */
export function moveIslandProps(html: string, dir: string): { html: string; files: Map<string, string> } {
  const document = parse(html, { sourceCodeLocationInfo: true });
  const all = [...elementsWithTemplates(document)];
  const islands = all.filter((node) => attr(node, FORM_ISLAND.props) !== undefined);
  const files = new Map<string, string>();
  if (!islands.length) return { html, files };
  const template = all.find((node) => node.tagName === 'template' && attr(node, MARKS.formCode) !== undefined);
  const templateStart = template?.sourceCodeLocation?.startTag?.endOffset;
  if (templateStart === undefined) throw new Error(`has a form island but no <template ${MARKS.formCode}> to preload its props from`);
  const edits: { start: number; end: number; text: string }[] = [];
  for (const island of islands) {
    const json = attr(island, FORM_ISLAND.props) ?? '';
    let value: unknown;
    try {
      value = JSON.parse(json);
    } catch {
      value = undefined;
    }
    const location = island.sourceCodeLocation?.attrs?.[FORM_ISLAND.props];
    if (typeof value !== 'object' || value === null || Array.isArray(value) || location === undefined) {
      throw new Error(
        `the ${FORM_ISLAND.props} of <div ${FORM_ISLAND.root}="${attr(island, FORM_ISLAND.root) ?? ''}"> is not a JSON object: ${json.slice(0, 80)}`,
      );
    }
    const file = propsModule(json, dir);
    files.set(file.path, file.text);
    edits.push({ start: location.startOffset, end: location.endOffset, text: `${FORM_ISLAND.propsSrc}="${escapeHtml(file.path)}"` });
  }
  const preloads = [...files.keys()].map((file) => `<link rel="modulepreload" href="${escapeHtml(file)}">`).join('');
  edits.push({ start: templateStart, end: templateStart, text: preloads });
  let out = html;
  for (const edit of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return { html: out, files };
}

/**
 * What is wrong with a page after the move: props still in it, an island whose props file
 * `exists` (given a site path) does not find or the form-code template does not preload, or a
 * template whose files are more than a browser fetches at once.
 */
export function islandPropsProblems(html: string, exists: (file: string) => boolean): string[] {
  const all = [...elementsWithTemplates(parse(html))];
  const template = all.find((node) => node.tagName === 'template' && attr(node, MARKS.formCode) !== undefined);
  const inTemplate = template ? [...elementsWithTemplates(template)] : [];
  const preloaded = new Set(inTemplate.filter((node) => attr(node, 'rel') === 'modulepreload').map((node) => attr(node, 'href')));
  const problems: string[] = [];
  for (const node of all) {
    const name = attr(node, FORM_ISLAND.root) ?? node.tagName;
    if (attr(node, FORM_ISLAND.props) !== undefined) problems.push(`the island "${name}" still carries its props in ${FORM_ISLAND.props}`);
    const src = attr(node, FORM_ISLAND.propsSrc);
    if (src === undefined) continue;
    if (!exists(src)) problems.push(`the island "${name}" names its props file ${src}, which is not in out/`);
    if (!preloaded.has(src)) problems.push(`the island "${name}" names its props file ${src}, which <template ${MARKS.formCode}> does not preload`);
  }
  const firstLoad = inTemplate.filter((node) => node.tagName === 'script' || attr(node, 'rel') === 'modulepreload').length;
  if (firstLoad > MAX_FIRST_LOAD_FILES) {
    problems.push(`the forms' first load, with the islands' props, is ${firstLoad} files, more than the ${MAX_FIRST_LOAD_FILES} a browser fetches at once`);
  }
  return problems;
}
