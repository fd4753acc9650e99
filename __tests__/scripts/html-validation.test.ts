import { htmlResults } from '@/scripts/lib/html-validation';

const root = '/site';
const files = ['/site/out/index.html', '/site/out/about/index.html'];

describe('htmlResults', () => {
  it('gives every file a result, fails it on an error and says where', () => {
    const results = htmlResults(
      files,
      [
        {
          type: 'error',
          url: 'file:/site/out/index.html',
          lastLine: 1,
          firstColumn: 32637,
          message: 'Element “figcaption” not allowed as child of element “div” in this context.',
          extract: '</span><figcaption><span ',
        },
      ],
      root,
    );
    expect(results).toEqual([
      {
        name: 'out/index.html',
        failures: ['line 1, column 32637: Element “figcaption” not allowed as child of element “div” in this context. (at “</span><figcaption><span”)'],
        warnings: [],
      },
      { name: 'out/about/index.html', failures: [], warnings: [] },
    ]);
  });

  it('lists warnings without failing, and leaves out bare info notes', () => {
    const [index] = htmlResults(
      files,
      [
        { type: 'info', subType: 'warning', url: 'file:/site/out/index.html', message: 'Consider adding a “lang” attribute.' },
        { type: 'info', url: 'file:/site/out/index.html', message: 'Trailing slash on void elements has no effect.' },
      ],
      root,
    );
    expect(index).toEqual({ name: 'out/index.html', failures: [], warnings: ['Consider adding a “lang” attribute.'] });
  });

  it("leaves out only the checker's false alarm on the site's own stylesheets, and keeps every real policy warning", () => {
    const csp = (message: string) => ({ type: 'info', subType: 'warning', url: 'file:/site/out/index.html', message });
    const [index] = htmlResults(
      files,
      [
        csp('Resource violates Content Security Policy (meta tag): external stylesheet “/_next/static/chunks/0a1b.css” blocked by “style-src” directive.'),
        csp('Resource violates Content Security Policy (meta tag): external stylesheet “https://fonts.example/a.css” blocked by “style-src” directive.'),
        csp('Resource violates Content Security Policy (meta tag): external stylesheet “//cdn.example/a.css” blocked by “style-src” directive.'),
        csp('Inline script violates Content Security Policy (meta tag): blocked by “script-src” directive (missing “‘unsafe-inline’” or nonce/hash).'),
        csp('Resource violates Content Security Policy (meta tag): external script “/a.js” blocked by “script-src” directive.'),
      ],
      root,
    );
    expect(index?.warnings).toEqual([
      'Resource violates Content Security Policy (meta tag): external stylesheet “https://fonts.example/a.css” blocked by “style-src” directive.',
      'Resource violates Content Security Policy (meta tag): external stylesheet “//cdn.example/a.css” blocked by “style-src” directive.',
      'Inline script violates Content Security Policy (meta tag): blocked by “script-src” directive (missing “‘unsafe-inline’” or nonce/hash).',
      'Resource violates Content Security Policy (meta tag): external script “/a.js” blocked by “script-src” directive.',
    ]);
  });

  it('keeps an error about no file it was given as a failure of its own', () => {
    const results = htmlResults(files, [{ type: 'non-document-error', message: 'Could not read input.' }], root);
    expect(results.at(-1)).toEqual({ name: 'Nu Html Checker run', failures: ['vnu: Could not read input.'], warnings: [] });
  });
});
