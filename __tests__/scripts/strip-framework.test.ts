import fs from 'node:fs';
import path from 'node:path';
import { FORMS_BUNDLE_MANIFEST, type FormsBundleManifest } from '../../scripts/lib/forms-bundle-manifest';
import { carriesFrameworkCode } from '../../scripts/lib/framework-markup';
import { propsModule } from '../../scripts/lib/island-props';
import { assertIslandProps, clientReferences, REPORT_FILE, stripFramework } from '../../scripts/lib/strip-framework';
import { tempDir } from '../support/temp-dir';

// Client modules of a small build, as Turbopack names them in its client reference manifests.
const MODULES = {
  '[project]/node_modules/next/dist/client/app-dir/link.js': 101,
  '[project]/node_modules/next/dist/esm/client/components/layout-router.js': 102,
  '[project]/node_modules/next/dist/esm/lib/framework/boundary-components.js': 103,
  '[project]/node_modules/next/dist/client/script.js': 104,
  '[project]/components/forms/contact-form.tsx': 201,
  '[project]/components/ui/share-menu.tsx': 202,
};

/** What the forms' own build tells the step (scripts/lib/forms-bundle.ts). */
const FORM_SCRIPT: FormsBundleManifest = {
  script: '/_next/static/islands/lead-forms-AB12.js',
  preload: ['/_next/static/islands/chunk-CD34.js'],
  files: ['/_next/static/islands/chunk-CD34.js', '/_next/static/islands/lead-forms-AB12.js', '/_next/static/islands/zod-EF56.js'],
  sources: { contact: ['components/forms/contact-form.tsx'], case: ['components/forms/case-form.tsx'] },
};
const CONTACT_FORM = '<form aria-label="Contact form" data-lead-form=""></form>';
const CONTACT_PROPS = '{"idPrefix":"contact"}';
const CONTACT_ISLAND = `<div data-form-island="contact" data-form-island-props="${CONTACT_PROPS.replaceAll('"', '&quot;')}">${CONTACT_FORM}</div>`;

const QUICK_EXIT = '<script data-standalone="">document.addEventListener("keyup",function(){})</script>';
const JSON_LD = '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Article"}</script>';
const STYLESHEET = '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>';
const LOADER = '<script data-standalone="" data-islands="">installIslands(document)</script>';

/** The React Server Components payload of a page rendering the client modules whose ids are given. */
const payloadRows = (clientIds: number[]) => [
  '1:"$Sreact.fragment"',
  ...clientIds.map((id, i) => `${(i + 2).toString(16)}:I[${id},["/_next/static/chunks/app.js"],"default"]`),
  '0:{"b":"build"}',
  '',
];
/** A page shaped like Next.js 16 exports it, rendering the client modules whose ids are given. */
function page({ clientIds, body = '<h1>Title</h1>', extraHead = '' }: { clientIds: number[]; body?: string; extraHead?: string }) {
  const rows = payloadRows(clientIds);
  const push = (chunk: unknown) => `<script>self.__next_f.push(${JSON.stringify(chunk)})</script>`;
  return [
    '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
    STYLESHEET,
    '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/runtime.js"/>',
    '<script src="/_next/static/chunks/app.js" async=""></script>',
    '<link rel="canonical" href="https://example.org/about/"/><link rel="icon" href="/icon.svg" type="image/svg+xml"/>',
    extraHead,
    '<script src="/_next/static/chunks/polyfills.js" noModule=""></script></head><body>',
    QUICK_EXIT,
    body,
    JSON_LD,
    '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/app.js"],"runtimeModuleIds":[1]});</script>',
    '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
    push([1, rows.slice(0, 2).join('\n') + '\n']),
    push([1, rows.slice(2).join('\n')]),
    '</body></html>',
  ].join('');
}

function build(pages: Record<string, string>) {
  const dir = tempDir('strip-');
  const outDir = path.join(dir, 'out');
  const nextDir = path.join(dir, '.next');
  const manifestDir = path.join(nextDir, 'server', 'app', 'about');
  fs.mkdirSync(manifestDir, { recursive: true });
  const clientModules = Object.fromEntries(Object.entries(MODULES).map(([key, id]) => [key, { id, name: '*', chunks: [], async: false }]));
  fs.writeFileSync(
    path.join(manifestDir, 'page_client-reference-manifest.js'),
    `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST["/about/page"] = ${JSON.stringify({ moduleLoading: { prefix: '' }, clientModules })};\n`,
  );
  for (const [file, html] of Object.entries(pages)) {
    fs.mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
    fs.writeFileSync(path.join(outDir, file), html);
  }
  fs.writeFileSync(path.join(nextDir, FORMS_BUNDLE_MANIFEST), JSON.stringify(FORM_SCRIPT));
  fs.mkdirSync(path.join(outDir, '_next', 'static'), { recursive: true });
  fs.writeFileSync(path.join(outDir, '_next', 'static', 'not-a-page.html'), '<script>ignored()</script>');
  const read = (file: string) => fs.readFileSync(path.join(outDir, file), 'utf8');
  return { outDir, nextDir, read };
}

describe('stripFramework', () => {
  it('takes the framework off a page with no island and keeps its quick exit, JSON-LD and stylesheet', () => {
    const site = build({ 'about/index.html': page({ clientIds: [101, 102, 103], body: '<h1>About us</h1><a href="/contact/">Contact</a>' }) });
    const report = stripFramework(site);
    const html = site.read('about/index.html');

    expect(report.stripped).toEqual(['about/index.html']);
    expect(html).not.toContain('/_next/static/chunks/app.js');
    expect(html).not.toContain('runtime.js');
    expect(html).not.toContain('polyfills.js');
    expect(carriesFrameworkCode(html)).toBe(false);
    expect(html).toContain(QUICK_EXIT);
    expect(html).toContain(JSON_LD);
    expect(html).toContain(STYLESHEET);
    expect(html).toContain('<link rel="canonical" href="https://example.org/about/"/>');
    expect(html).toContain('<h1>About us</h1><a href="/contact/">Contact</a>');
    expect(JSON.parse(fs.readFileSync(path.join(site.nextDir, REPORT_FILE), 'utf8'))).toEqual({ stripped: ['about/index.html'], formIslands: {} });
  });

  it("replaces the framework of a page with a lead form by the forms' own script, inert until the form is used", () => {
    const original = page({ clientIds: [101, 102, 201], body: `${LOADER}${CONTACT_ISLAND}` });
    const site = build({ 'contact/index.html': original, 'about/index.html': page({ clientIds: [101] }) });
    const report = stripFramework(site);
    const html = site.read('contact/index.html');

    expect(report.formIslands).toEqual({ 'contact/index.html': ['components/forms/contact-form.tsx'] });
    expect(report.stripped).toEqual(['about/index.html']);
    // Nothing of the framework is left; the island's props are in a file of their own, which the
    // forms' script and the chunk it imports wait for in one inert template, to be fetched together.
    expect(html).not.toMatch(/_next\/static\/chunks\/(app|runtime|polyfills)\.js|\$Sreact\.fragment/);
    expect(carriesFrameworkCode(html)).toBe(false);
    const props = propsModule(CONTACT_PROPS, '/_next/static/islands');
    expect(fs.readFileSync(path.join(site.outDir, props.path), 'utf8')).toBe(props.text);
    expect(html).toContain(
      `<template data-form-code=""><link rel="modulepreload" href="${props.path}"><link rel="modulepreload" href="/_next/static/islands/chunk-CD34.js"><script type="module" src="/_next/static/islands/lead-forms-AB12.js"></script></template></body></html>`,
    );
    const island = `<div data-form-island="contact" data-form-island-src="${props.path}">${CONTACT_FORM}</div>`;
    for (const kept of [LOADER, QUICK_EXIT, JSON_LD, STYLESHEET, island]) expect(html).toContain(kept);
    expect(html.replace(/<template data-form-code[\s\S]*<\/template>/, '')).toBe(
      original
        .replace(/<script(?![^>]*(data-standalone|ld\+json))[^>]*>[\s\S]*?<\/script>/g, '')
        .replace('<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/runtime.js"/>', '')
        .replace(CONTACT_ISLAND, island),
    );
  });

  it('fails on a client component of ours that no island script hydrates', () => {
    const site = build({ 'blog/index.html': page({ clientIds: [101, 202], body: `${LOADER}${CONTACT_ISLAND}` }) });
    expect(() => stripFramework(site)).toThrow(
      /renders components\/ui\/share-menu\.tsx, a client component that no island script brings to life[^\n]*\n {4}on blog\/index\.html/,
    );
  });

  it('fails on a lead form rendered outside its island, which nothing would hydrate', () => {
    const site = build({ 'contact/index.html': page({ clientIds: [101, 201], body: `${LOADER}<form aria-label="Contact form" data-lead-form=""></form>` }) });
    expect(() => stripFramework(site)).toThrow('renders components/forms/contact-form.tsx outside its island (<FormIsland form="contact">)');
  });

  it('fails on a page with a lead form, the search, FAQ tabs or the carousel but not the script that runs them', () => {
    const site = build({
      'contact/index.html': page({ clientIds: [101, 201], body: '<form aria-label="Contact form" data-lead-form=""></form>' }),
      'faq/index.html': page({ clientIds: [101], body: '<div data-tabs=""></div>' }),
    });
    expect(() => stripFramework(site)).toThrow(
      /<form aria-label="Contact form" data-lead-form=""><\/form> needs the script that runs the islands[^\n]*\n {4}on contact\/index\.html/,
    );
    expect(() => stripFramework(site)).toThrow(/<div data-tabs=""><\/div> needs the script[^\n]*\n {4}on faq\/index\.html/);
  });

  it("fails on a page whose search, FAQ tabs or carousel the forms' islands script it carries would leave dead", () => {
    const formsScript = '<script data-standalone="" data-islands="forms">installFormIslands(document)</script>';
    const site = build({
      'contact/index.html': page({ clientIds: [101, 201], body: `${formsScript}${CONTACT_ISLAND}<div data-carousel=""></div>` }),
    });
    expect(() => stripFramework(site)).toThrow(/<div data-carousel=""><\/div> needs the home page's islands script[^\n]*\n {4}on contact\/index\.html/);
    const fine = build({ 'contact/index.html': page({ clientIds: [101, 201], body: `${formsScript}${CONTACT_ISLAND}` }) });
    expect(() => stripFramework(fine)).not.toThrow();
  });

  it("fails on a page with a client island but no lead form, whose first use is what loads the forms' script", () => {
    const site = build({ 'contact/index.html': page({ clientIds: [101, 201], body: `${LOADER}<div data-form-island="contact"></div>` }) });
    expect(() => stripFramework(site)).toThrow('renders client islands but no lead form');
  });

  it('fails on a script it does not recognise, naming the page and the markup, and writes nothing', () => {
    const about = page({ clientIds: [101] });
    const site = build({
      'about/index.html': about,
      'privacy/index.html': page({ clientIds: [101], body: '<h1>Privacy</h1><script>trackVisitor()</script>' }),
    });
    expect(() => stripFramework(site)).toThrow('unrecognised script: <script>trackVisitor()</script>\n    on privacy/index.html');
    expect(site.read('about/index.html')).toBe(about);
  });

  it('fails on a script from elsewhere and on a link it does not know', () => {
    const site = build({
      'about/index.html': page({
        clientIds: [101],
        extraHead: '<script src="https://cdn.example.com/widget.js"></script><link rel="prefetch" href="/contact/"/>',
      }),
    });
    expect(() => stripFramework(site)).toThrow(
      /unrecognised script: <script src="https:\/\/cdn\.example\.com\/widget\.js"><\/script>\n {4}on about\/index\.html/,
    );
    expect(() => stripFramework(site)).toThrow('unrecognised link: <link rel="prefetch" href="/contact/"/>');
  });

  it('fails on a Next.js client component it does not know, rather than guess that it works without JavaScript', () => {
    const site = build({ 'about/index.html': page({ clientIds: [101, 104] }) });
    expect(() => stripFramework(site)).toThrow(
      /renders Next\.js client components this step does not know: node_modules\/next\/dist\/client\/script\.js \(default\)[^\n]*\n {4}on about\/index\.html/,
    );
  });

  it("fails on a page with a form's island but not the form's module, which would leave the island dead", () => {
    const site = build({ 'contact/index.html': page({ clientIds: [101], body: `${LOADER}${CONTACT_ISLAND}` }) });
    expect(() => stripFramework(site)).toThrow(
      /has the island of the contact form \(<div data-form-island>\) but its payload renders no components\/forms\/contact-form\.tsx[^\n]*\n {4}on contact\/index\.html/,
    );
  });

  it("fails on a form island whose props are not a JSON object, and on a page whose island's props file is gone", () => {
    const broken = page({
      clientIds: [101, 201],
      body: `${LOADER}${CONTACT_ISLAND.replace(/data-form-island-props="[^"]*"/, 'data-form-island-props="oops"')}`,
    });
    expect(() => stripFramework(build({ 'contact/index.html': broken }))).toThrow(
      /the data-form-island-props of <div data-form-island="contact"> is not a JSON object: oops\n {4}on contact\/index\.html/,
    );
    const site = build({ 'contact/index.html': page({ clientIds: [101, 201], body: `${LOADER}${CONTACT_ISLAND}` }) });
    stripFramework(site);
    const props = propsModule(CONTACT_PROPS, '/_next/static/islands').path;
    fs.rmSync(path.join(site.outDir, props));
    expect(() => assertIslandProps(site.outDir)).toThrow(`contact/index.html: the island "contact" names its props file ${props}, which is not in out/`);
  });

  it('fails on a page with a lead form that would be left without its code', () => {
    const site = build({ 'contact/index.html': page({ clientIds: [101], body: `${LOADER}<form aria-label="Contact form" data-lead-form=""></form>` }) });
    expect(() => stripFramework(site)).toThrow(
      /has a lead form \(<form aria-label="Contact form" data-lead-form=""><\/form>\) but renders no island[^\n]*\n {4}on contact\/index\.html/,
    );
  });

  it('fails on a payload row of a kind it does not know, which could name client components it would miss', () => {
    const html = page({ clientIds: [101, 201], body: `${LOADER}${CONTACT_ISLAND}` }).replace(':I[201,', ':Q[201,');
    const site = build({ 'contact/index.html': html });
    expect(() => stripFramework(site)).toThrow(/payload row 3 is of a kind this step does not know \("Q": Q\[201,[^\n]*\n {4}on contact\/index\.html/);
  });

  it('fails on a client component that no manifest lists', () => {
    const site = build({ 'about/index.html': page({ clientIds: [999] }) });
    expect(() => stripFramework(site)).toThrow('the payload renders client module 999 (default), which no client reference manifest lists');
  });

  it('fails when part of a page waits for the browser to render it', () => {
    const site = build({
      'about/index.html': page({ clientIds: [101], body: '<!--$!--><template data-dgst="BAILOUT_TO_CLIENT_SIDE_RENDERING"></template><!--/$-->' }),
    });
    expect(() => stripFramework(site)).toThrow('part of the page is rendered only in the browser: <template data-dgst="BAILOUT_TO_CLIENT_SIDE_RENDERING">');
  });
});

describe('clientReferences', () => {
  it('reads the client components of a payload, skipping text rows even when their text looks like a row', () => {
    const text = 'An article\n9:I[404,[],"Fake"]\nwith “quotes” and ü';
    const payload = `1:"$Sreact.fragment"\n2:I[101,["/_next/static/chunks/a.js"],"default"]\n:HL["/_next/static/chunks/site.css","style"]\n3:T${Buffer.byteLength(text).toString(16)},${text}4:I[201,[],"ContactForm",1]\n0:["$","p",null,{"children":"$3"}]\n`;
    expect(clientReferences(payload)).toEqual([
      { id: '101', name: 'default' },
      { id: '201', name: 'ContactForm' },
    ]);
  });
});
