import vm from 'node:vm';
import { transformSync } from 'esbuild';
import { islandPropsProblems, moveIslandProps, propsModule } from '../../scripts/lib/island-props';

const DIR = '/_next/static/islands';
const TEMPLATE = '<template data-form-code=""><script type="module" src="/_next/static/islands/lead-forms-1.js"></script></template>';
const PROPS = { settings: { title: 'Tell us "what" happened', note: '<b>&amp;</b> it’s free', line: 'a\u2028b' }, idPrefix: 'home-contact' };
const island = (props: unknown, name = 'contact') =>
  `<div data-form-island="${name}" data-form-island-props="${JSON.stringify(props).replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"><form data-lead-form=""></form></div>`;
const page = (body: string) => `<!DOCTYPE html><html lang="en"><head></head><body>${body}${TEMPLATE}</body></html>`;

/** What a browser's import() of the module text gives as its default export. */
function imported(text: string): unknown {
  const commonjs = { exports: {} as { default?: unknown } };
  vm.runInNewContext(transformSync(text, { format: 'cjs' }).code, { module: commonjs, exports: commonjs.exports });
  return commonjs.exports.default;
}

describe("moving the islands' props out of the page", () => {
  it('writes the props as a module whose default export is the same value, and leaves the page only its address, preloaded with the forms', () => {
    const before = page(`<h1>Contact</h1>${island(PROPS)}`);
    const { html, files } = moveIslandProps(before, DIR);

    expect([...files.keys()]).toEqual([expect.stringMatching(/^\/_next\/static\/islands\/props-[0-9a-f]{16}\.js$/)]);
    const [[file, text]] = [...files] as [[string, string]];
    expect(imported(text)).toEqual(PROPS);
    expect(html).not.toContain('data-form-island-props');
    expect(html).toBe(
      `<!DOCTYPE html><html lang="en"><head></head><body><h1>Contact</h1><div data-form-island="contact" data-form-island-src="${file}"><form data-lead-form=""></form></div>` +
        `<template data-form-code=""><link rel="modulepreload" href="${file}"><script type="module" src="/_next/static/islands/lead-forms-1.js"></script></template></body></html>`,
    );
    expect(islandPropsProblems(html, (f) => f === file)).toEqual([]);
  });

  it('names a file by its content: the same props on two pages are one file, other props another', () => {
    const home = moveIslandProps(page(island(PROPS)), DIR);
    const contact = moveIslandProps(page(`<main>${island(PROPS)}</main>`), DIR);
    const other = moveIslandProps(page(island({ ...PROPS, idPrefix: 'contact' })), DIR);
    expect([...home.files.keys()]).toEqual([...contact.files.keys()]);
    expect([...other.files.keys()]).not.toEqual([...home.files.keys()]);
    expect(propsModule('{"a":1}', DIR).path).toBe(propsModule('{"a":1}', DIR).path);
  });

  it('preloads each distinct file once when a page has several islands', () => {
    const { html, files } = moveIslandProps(page(island(PROPS) + island(PROPS) + island({ settings: {} }, 'case')), DIR);
    expect(files.size).toBe(2);
    expect(html.match(/rel="modulepreload"/g)).toHaveLength(2);
    expect(html.match(/data-form-island-src=/g)).toHaveLength(3);
  });

  it('leaves a page without islands as it was', () => {
    const html = '<!DOCTYPE html><html><head></head><body><p>About</p></body></html>';
    expect(moveIslandProps(html, DIR)).toEqual({ html, files: new Map() });
  });

  it('refuses props that are not a JSON object, and an island with no form-code template to preload them from', () => {
    expect(() => moveIslandProps(page('<div data-form-island="contact" data-form-island-props="{oops"></div>'), DIR)).toThrow(
      'the data-form-island-props of <div data-form-island="contact"> is not a JSON object: {oops',
    );
    expect(() => moveIslandProps(page(island([1, 2])), DIR)).toThrow('is not a JSON object: [1,2]');
    expect(() => moveIslandProps(`<body>${island(PROPS)}</body>`, DIR)).toThrow('has a form island but no <template data-form-code> to preload its props from');
  });
});

describe('the check after the move', () => {
  const moved = moveIslandProps(page(island(PROPS)), DIR);
  const file = [...moved.files.keys()][0]!;

  it('names a page that still carries props', () => {
    expect(islandPropsProblems(page(island(PROPS)), () => true)).toEqual(['the island "contact" still carries its props in data-form-island-props']);
  });

  it('names a props file that is missing from out/, or not preloaded', () => {
    expect(islandPropsProblems(moved.html, () => false)).toEqual([`the island "contact" names its props file ${file}, which is not in out/`]);
    expect(islandPropsProblems(moved.html.replace(/<link rel="modulepreload"[^>]*>/, ''), () => true)).toEqual([
      `the island "contact" names its props file ${file}, which <template data-form-code> does not preload`,
    ]);
  });

  it('names a first load of more files than a browser fetches at once', () => {
    const preloads = Array.from({ length: 5 }, (_, i) => `<link rel="modulepreload" href="/_next/static/islands/chunk-${i}.js">`).join('');
    const crowded = moved.html.replace('<template data-form-code="">', `<template data-form-code="">${preloads}`);
    expect(islandPropsProblems(crowded, () => true)).toEqual([
      "the forms' first load, with the islands' props, is 7 files, more than the 6 a browser fetches at once",
    ]);
  });
});
