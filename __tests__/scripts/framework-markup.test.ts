import { carriesFrameworkCode, frameworkInlineScript, isFrameworkAsset } from '@/scripts/lib/framework-markup';

// The shapes Next.js 16 writes into an exported page; the real output is checked against the
// same module in strip-framework-next-build.test.tsx.
const PAYLOAD_INIT = '(self.__next_f=self.__next_f||[]).push([0])';
const PAYLOAD_CHUNK = 'self.__next_f.push([1,"0:{}\\n"])';
const BOOTSTRAP = '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/app.js"]});';

describe("Next.js's markup", () => {
  it("tells the framework's runtime and its payload chunks from any other inline script", () => {
    expect(frameworkInlineScript(PAYLOAD_INIT)).toEqual({ kind: 'runtime' });
    expect(frameworkInlineScript(` ${BOOTSTRAP}\n`)).toEqual({ kind: 'runtime' });
    expect(frameworkInlineScript(PAYLOAD_CHUNK)).toEqual({ kind: 'payload', chunk: '[1,"0:{}\\n"]' });
    expect(frameworkInlineScript("document.documentElement.classList.add('js')")).toBeUndefined();
    expect(frameworkInlineScript('window.__next_f = 1')).toBeUndefined();
  });

  it('finds any trace of its inline code in a page, and knows its static folder', () => {
    expect(carriesFrameworkCode(`<script>${PAYLOAD_CHUNK}</script>`)).toBe(true);
    expect(carriesFrameworkCode(`<script id="_R_">${BOOTSTRAP}</script>`)).toBe(true);
    expect(carriesFrameworkCode('<script data-standalone="">leave()</script><link rel="stylesheet" href="/_next/static/chunks/a.css">')).toBe(false);
    expect(isFrameworkAsset('/_next/static/chunks/app.js')).toBe(true);
    expect(isFrameworkAsset('/images/logo.png')).toBe(false);
  });
});
