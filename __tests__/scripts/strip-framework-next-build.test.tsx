/** @jest-environment jsdom */
import fs from 'node:fs';
import path from 'node:path';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { builtNextApp, type BuiltNextApp } from '../fixtures/built-next-app';
import { ContactForm } from '../fixtures/next-app/components/forms/contact-form';
import { FORMS_BUNDLE_MANIFEST, type FormsBundleManifest } from '../../scripts/lib/forms-bundle-manifest';
import { carriesFrameworkCode } from '../../scripts/lib/framework-markup';
import { propsModule } from '../../scripts/lib/island-props';
import { stripFramework } from '../../scripts/lib/strip-framework';
import { outFiles } from '../../scripts/lib/out-files';
import { removeUnservedFiles } from '../../scripts/lib/unserved-files';
import { tempDir } from '../support/temp-dir';

// The post-build steps on what this version of Next.js really writes: a small app built with
// `next build` (__tests__/fixtures/next-app/), one page without islands and one with a lead form
// in its island. An upgrade that changes the pages, the payload or the manifests fails here.

const FORM_CODE: FormsBundleManifest = {
  script: '/_next/static/islands/lead-forms-AB12.js',
  preload: ['/_next/static/islands/chunk-CD34.js'],
  files: ['/_next/static/islands/chunk-CD34.js', '/_next/static/islands/lead-forms-AB12.js', '/_next/static/islands/zod-EF56.js'],
  sources: { contact: ['components/forms/contact-form.tsx'], case: ['components/forms/case-form.tsx'] },
};

let built: BuiltNextApp;
beforeAll(() => {
  built = builtNextApp();
}, 240_000);

/** A copy of the build to run the steps on, with the forms' own build in place; `edit` changes pages first. */
function copy(edit: Record<string, (html: string) => string> = {}, renameModule?: [string, string]) {
  const dir = tempDir('next-build-');
  const outDir = path.join(dir, 'out');
  const nextDir = path.join(dir, '.next');
  fs.cpSync(built.outDir, outDir, { recursive: true });
  fs.cpSync(path.join(built.nextDir, 'server'), path.join(nextDir, 'server'), { recursive: true });
  fs.writeFileSync(path.join(nextDir, FORMS_BUNDLE_MANIFEST), JSON.stringify(FORM_CODE));
  for (const file of FORM_CODE.files) {
    fs.mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
    fs.writeFileSync(path.join(outDir, file), '');
  }
  if (renameModule) {
    for (const file of fs
      .readdirSync(path.join(nextDir, 'server', 'app'), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('_client-reference-manifest.js'))) {
      const full = path.join(nextDir, 'server', 'app', file);
      fs.writeFileSync(full, fs.readFileSync(full, 'utf8').replaceAll(...renameModule));
    }
  }
  for (const [page, change] of Object.entries(edit)) fs.writeFileSync(path.join(outDir, page), change(fs.readFileSync(path.join(outDir, page), 'utf8')));
  return { outDir, nextDir, read: (file: string) => fs.readFileSync(path.join(outDir, file), 'utf8') };
}

describe('the post-build steps on a real next build', () => {
  it('take the framework off both pages and give the form page its own code', () => {
    const site = copy();
    const report = stripFramework(site);
    expect(report).toEqual({
      stripped: ['404.html', '404/index.html', '_not-found/index.html', 'index.html'],
      formIslands: { 'form/index.html': ['components/forms/contact-form.tsx'] },
    });
    for (const page of ['index.html', 'form/index.html']) {
      const html = site.read(page);
      expect(html).not.toMatch(/<script[^>]* src="\/_next\/static\/chunks\//);
      expect(carriesFrameworkCode(html)).toBe(false);
      expect(html).toContain(`<script data-standalone="">document.documentElement.classList.add('js')</script>`);
    }
    // The island's props (__tests__/fixtures/next-app/app/form/page.tsx) leave the page for a file preloaded with the forms' script.
    const props = propsModule(JSON.stringify({ label: 'Your name' }), '/_next/static/islands');
    expect(site.read(props.path.slice(1))).toBe(props.text);
    expect(site.read('form/index.html')).toContain(`<div data-form-island="contact" data-form-island-src="${props.path}">`);
    expect(site.read('form/index.html')).toContain(
      `<template data-form-code=""><link rel="modulepreload" href="${props.path}"><link rel="modulepreload" href="/_next/static/islands/chunk-CD34.js"><script type="module" src="/_next/static/islands/lead-forms-AB12.js"></script></template></body>`,
    );
  });

  it('leave in out/ only what a page reads: no payload files and no framework scripts, every page, stylesheet and island file kept', () => {
    const site = copy();
    stripFramework(site);
    const before = outFiles(site.outDir);
    expect(before.filter((file) => file.endsWith('.txt')).length).toBeGreaterThan(0);
    removeUnservedFiles(site.outDir, FORM_CODE.files);
    const after = outFiles(site.outDir);
    expect(after.filter((file) => file.endsWith('.txt') || file.startsWith('_next/static/chunks/') || file.includes('Manifest'))).toEqual([]);
    const props = propsModule(JSON.stringify({ label: 'Your name' }), '/_next/static/islands').path;
    expect(after).toEqual(
      expect.arrayContaining(['index.html', 'form/index.html', '404.html', props.slice(1), ...FORM_CODE.files.map((file) => file.slice(1))]),
    );
  });

  it('refuse a payload row of a kind they do not know, as a renamed client reference would be', () => {
    const site = copy({ 'form/index.html': (html) => html.replace(/\\n([0-9a-f]+):I\[/g, '\\n$1:Y[') });
    expect(() => stripFramework(site)).toThrow(/payload row [0-9a-f]+ is of a kind this step does not know \("Y"[^\n]*\n {4}on form\/index\.html/);
  });

  it('refuse a form island whose module the payload does not render', () => {
    const site = copy({ 'form/index.html': (html) => html.replace(/\\n([0-9a-f]+):I\[(\d+),(\[[^\]]*\]),\\"ContactForm\\"\]/, '\\n$1:\\"gone\\"') });
    expect(() => stripFramework(site)).toThrow(/has the island of the contact form[^\n]*\n {4}on form\/index\.html/);
  });

  it('refuse a form rendered outside its island', () => {
    const site = copy({ 'form/index.html': (html) => html.replace('data-form-island="contact"', 'data-form-island="case"') });
    expect(() => stripFramework(site)).toThrow(/renders components\/forms\/contact-form\.tsx outside its island[^\n]*\n {4}on form\/index\.html/);
  });

  it('refuse a client module of ours that is not an island', () => {
    const site = copy({}, ['components/forms/contact-form.tsx', 'components/ui/share-menu.tsx']);
    expect(() => stripFramework(site)).toThrow(
      /renders components\/ui\/share-menu\.tsx, a client component that no island script brings to life[^\n]*\n {4}on form\/index\.html/,
    );
  });
});

// One React: Next.js renders the pages with its own build of React, the forms' script hydrates
// them with the react-dom of node_modules. This hydrates the form as the real build rendered it,
// so a pair of builds that disagree (ids, markup, text separators) fails here.
describe('the form rendered by Next.js, hydrated by the react-dom the forms bundle', () => {
  it('hydrates without a mismatch, and the form then answers typing', async () => {
    const html = fs.readFileSync(path.join(built.outDir, 'form', 'index.html'), 'utf8');
    const island = /<div data-form-island="contact" data-form-island-props="([^"]*)">([\s\S]*?<\/form>)<\/div>/.exec(html);
    expect(island).not.toBeNull();
    const props = JSON.parse(island![1]!.replace(/&quot;/g, '"')) as { label: string };
    const root = document.createElement('div');
    root.innerHTML = island![2]!;
    document.body.append(root);
    const errors: unknown[] = [];
    const consoleError = jest.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
    await act(async () => {
      hydrateRoot(root, <ContactForm {...props} />, { onRecoverableError: (error) => errors.push(error) });
    });
    consoleError.mockRestore();
    expect(errors).toEqual([]);
    const input = root.querySelector('input')!;
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, 'Ana');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(root.querySelector('p')).toHaveTextContent('3 of 100 characters');
  });
});
