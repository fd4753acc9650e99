import {
  inliningPays,
  roundTrips,
  styleGroup,
  stylesheetHrefs,
  usedCss,
  withInlineStyle,
  withoutUnusedCustomProperties,
  withStylesheetLink,
} from '../../scripts/lib/inline-styles';

const CSS = [
  '.md\\:flex{display:flex}',
  '.unused{color:red}',
  '.field[aria-invalid=true]{border-color:red}',
  '.site-menu:popover-open{display:block}',
  '.link:focus-visible{outline:2px solid}',
  ':focus-visible{outline:3px solid}',
  'details[open]>summary{font-weight:700}',
  '@media print{.print\\:hidden{display:none}.never-used{display:none}}',
  '@media (forced-colors:active){.md\\:flex{border:1px solid}}',
  '.toast-error{color:red}',
].join('');

describe('usedCss', () => {
  const html =
    '<div class="md:flex print:hidden"><nav class="site-menu" popover><a class="link">x</a></nav><details><summary>s</summary></details><input class="field"></div>';

  it("keeps the rules of the page's classes with their media queries and state selectors, and drops the rest", async () => {
    const cut = await usedCss(CSS, [html]);
    expect(cut).toContain('.md\\:flex{display:flex}');
    expect(cut).toMatch(/@media print\s*\{\s*\.print\\:hidden\{display:none\}\s*\}/);
    expect(cut).toContain('forced-colors');
    expect(cut).toContain(':popover-open');
    expect(cut).toContain('.link:focus-visible');
    expect(cut).toContain(':focus-visible{outline:3px solid}');
    expect(cut).toContain('details[open]');
    // The forms set aria-invalid only when a field is wrong: its rule must be there before.
    expect(cut).toContain('[aria-invalid=true]');
    expect(cut).not.toContain('.unused');
    expect(cut).not.toContain('.never-used');
    expect(cut).not.toContain('.toast-error');
  });

  it('keeps the rules of classes that only a script the page may run writes', async () => {
    const cut = await usedCss(CSS, [html, 'const t=n?"toast-error":"";el.className=`${t} x`;']);
    expect(cut).toContain('.toast-error');
  });
});

describe('withoutUnusedCustomProperties', () => {
  const css = [
    '@layer properties{@supports (x:y){*,:before{--tw-shadow:0 0 #0000;--tw-blur:initial;--tw-ring-color:initial}}}',
    ':root{--font-sans:Arial;--default-font-family:var(--font-sans);--color-unused:red;--brand:blue}',
    'html{font-family:var(--default-font-family)}',
    '.shadow{--tw-shadow:0 1px 2px var(--tw-shadow-color,#0000);box-shadow:var(--tw-shadow)}',
    '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
    '@property --tw-blur{syntax:"*";inherits:false}',
    '@property --tw-ring-color{syntax:"*";inherits:false}',
  ].join('');

  it('keeps what a rule reads, directly or through another property, and drops the rest with blocks left empty', () => {
    const cut = withoutUnusedCustomProperties(css, ['<p class="shadow">x</p>']);
    expect(cut).toContain('--font-sans:Arial');
    expect(cut).toContain('--default-font-family:var(--font-sans)');
    expect(cut).toContain('@property --tw-shadow');
    expect(cut).toContain('--tw-shadow:0 0 #0000');
    expect(cut).not.toContain('--tw-blur');
    expect(cut).not.toContain('@property --tw-ring-color');
    expect(cut).not.toContain('--color-unused');
    expect(cut).not.toContain('--brand');
  });

  it('keeps a property the page itself names, in a style attribute or a script', () => {
    expect(withoutUnusedCustomProperties(css, ['<div style="color:var(--brand)">'])).toContain('--brand:blue');
    expect(withoutUnusedCustomProperties(css, ['el.style.setProperty("--tw-blur","2px")'])).toContain('@property --tw-blur');
  });

  it('removes a whole block once nothing in it is left', () => {
    expect(withoutUnusedCustomProperties('@layer properties{@supports (x:y){*{--a:1}}}p{margin:0}', [])).toBe('p{margin:0}');
  });
});

describe('withInlineStyle', () => {
  const page =
    '<head><meta charSet="utf-8"/><link rel="stylesheet" href="/a.css" data-precedence="next"/><link rel="stylesheet" href="/b.css"/><link rel="icon" href="/i.png"/></head>';

  it('puts the styles where the first stylesheet link was and removes every stylesheet link', () => {
    expect(stylesheetHrefs(page)).toEqual(['/a.css', '/b.css']);
    const out = withInlineStyle(page, 'p{margin:0}');
    expect(out).toBe('<head><meta charSet="utf-8"/><style>p{margin:0}</style><link rel="icon" href="/i.png"/></head>');
    expect(stylesheetHrefs(out)).toEqual([]);
  });

  it('can link one stylesheet in place of them all instead', () => {
    expect(withStylesheetLink(page, '/_next/static/css/cut.css')).toBe(
      '<head><meta charSet="utf-8"/><link rel="stylesheet" href="/_next/static/css/cut.css"/><link rel="icon" href="/i.png"/></head>',
    );
  });

  it('refuses a page without a stylesheet link and styles that would close the element early', () => {
    expect(() => withInlineStyle('<head></head>', 'p{}')).toThrow('no stylesheet link');
    expect(() => withInlineStyle(page, 'p{content:"</style>"}')).toThrow('</style');
  });
});

describe('styleGroup', () => {
  it('puts every article, every list page and every state guide, in either language, in one group each', () => {
    expect(styleGroup('blogs/page1/3/index.html')).toBe(styleGroup('es/blogs/page12/140/index.html'));
    expect(styleGroup('blogs/page1/index.html')).toBe(styleGroup('es/blogs/page2/index.html'));
    expect(styleGroup('states/ohio/index.html')).toBe(styleGroup('es/states/california/index.html'));
    expect(styleGroup('index.html')).toBe(styleGroup('es/index.html'));
  });

  it('keeps pages of different kinds apart', () => {
    const files = [
      'index.html',
      'about/index.html',
      'states/index.html',
      'states/ohio/index.html',
      'blogs/page1/index.html',
      'blogs/page1/1/index.html',
      '404.html',
    ];
    expect(new Set(files.map(styleGroup)).size).toBe(files.length);
  });
});

describe('whether inlining pays', () => {
  it('counts round trips as slow start sends them: 14.6 KB, then twice as much each time', () => {
    expect([1, 14_600, 14_601, 43_800, 43_801, 102_200, 102_201].map(roundTrips)).toEqual([1, 1, 2, 2, 3, 3, 4]);
  });

  // Text that does not compress, so its size on the wire is about its length.
  const noise = (bytes: number, seed = 1) => {
    let x = seed;
    return Array.from({ length: bytes }, () => {
      x = (x * 1103515245 + 12345) % 2147483648;
      return String.fromCharCode(33 + (x % 89));
    }).join('');
  };

  it('inlines when the page still arrives in as many round trips', () => {
    const html = `<html><head><link rel="stylesheet" href="/a.css"></head><body>${noise(4_000)}</body></html>`;
    expect(inliningPays(html, withInlineStyle(html, noise(3_000, 2)))).toBe(true);
  });

  it('keeps the link when the styles would push the page into one more round trip', () => {
    const html = `<html><head><link rel="stylesheet" href="/a.css"></head><body>${noise(13_000)}</body></html>`;
    expect(inliningPays(html, withInlineStyle(html, noise(6_000, 2)))).toBe(false);
  });
});
