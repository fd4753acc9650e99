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

  it("leaves out the checker's false alarms on the pages' inline styles, and keeps its other CSS errors", () => {
    const message = (type: string, text: string) => ({ type, url: 'file:/site/out/index.html', message: text });
    const [index] = htmlResults(
      files,
      [
        message('error', 'CSS: Unrecognized at-rule “@property”.'),
        message('error', "CSS: “margin-trim”: Property “margin-trim” doesn't exist."),
        { ...message('info', 'Inline style violates Content Security Policy (meta tag): blocked by “style-src” directive.'), subType: 'warning' },
        message('error', "CSS: “colr”: Property “colr” doesn't exist."),
      ],
      root,
    );
    expect(index).toEqual({ name: 'out/index.html', failures: ["CSS: “colr”: Property “colr” doesn't exist."], warnings: [] });
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

  it("leaves out only the checker's false alarms on a page read as a file, and keeps every real policy warning", () => {
    const csp = (message: string, extract?: string, hiliteStart?: number, hiliteLength?: number) => ({
      type: 'info',
      subType: 'warning',
      url: 'file:/site/out/index.html',
      message,
      extract,
      hiliteStart,
      hiliteLength,
    });
    const inline = 'Inline script violates Content Security Policy (meta tag): blocked by “script-src” directive (missing “‘unsafe-inline’” or nonce/hash).';
    const [index] = htmlResults(
      files,
      [
        csp('Resource violates Content Security Policy (meta tag): external stylesheet “/_next/static/chunks/0a1b.css” blocked by “style-src” directive.'),
        csp('Resource violates Content Security Policy (meta tag): image “/images/blogs/1/1.webp” blocked by “img-src” directive.'),
        csp(
          'Resource violates Content Security Policy (meta tag): external script “/_next/static/islands/lead-forms-4W.js” blocked by “script-src” directive.',
        ),
        csp(inline, '}</script><script type="application/ld+json">{"@con', 10, 35),
        csp('Resource violates Content Security Policy (meta tag): external stylesheet “https://fonts.example/a.css” blocked by “style-src” directive.'),
        csp('Resource violates Content Security Policy (meta tag): image “//cdn.example/a.png” blocked by “img-src” directive.'),
        csp(inline, 'ld+json">{}</script><script>alert(1)</scr', 20, 8),
      ],
      root,
    );
    expect(index?.warnings).toEqual([
      'Resource violates Content Security Policy (meta tag): external stylesheet “https://fonts.example/a.css” blocked by “style-src” directive.',
      'Resource violates Content Security Policy (meta tag): image “//cdn.example/a.png” blocked by “img-src” directive.',
      `${inline} (at “ld+json">{}</script><script>alert(1)</scr”)`,
    ]);
  });

  it('keeps an error about no file it was given as a failure of its own', () => {
    const results = htmlResults(files, [{ type: 'non-document-error', message: 'Could not read input.' }], root);
    expect(results.at(-1)).toEqual({ name: 'Nu Html Checker run', failures: ['vnu: Could not read input.'], warnings: [] });
  });
});
