import path from 'node:path';
import ts from 'typescript';
import { LOCALES, localeOfPath, localePath, twinPath } from '@/lib/i18n';

/**
 * The type errors of a module beside lib/i18n.ts, found by the compiler itself: what a translator
 * would see when a Spanish module does not match the English one.
 */
const parsed = new Map<string, ts.SourceFile | undefined>();
function typeErrors(source: string): string[] {
  const file = path.join(process.cwd(), 'lib', 'translation-fixture.ts');
  const options: ts.CompilerOptions = { strict: true, noEmit: true, skipLibCheck: true, target: ts.ScriptTarget.ES2022, types: [], lib: ['lib.es2022.d.ts'] };
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile } = host;
  // The standard library and lib/i18n.ts are parsed once for all the fixtures.
  host.getSourceFile = (name, version, ...rest) => {
    if (name === file) return ts.createSourceFile(name, source, version);
    if (!parsed.has(name)) parsed.set(name, getSourceFile(name, version, ...rest));
    return parsed.get(name);
  };
  host.fileExists = (name) => name === file || fileExists(name);
  host.readFile = (name) => (name === file ? source : readFile(name));
  const program = ts.createProgram([file], options, host);
  return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, ' '));
}

const translated = (spanish: string) => `
  import type { Translation } from './i18n';
  type English = { readonly title: 'Contact Us'; readonly steps: readonly ['One', 'Two']; readonly nested: { readonly label: 'Send'; readonly max: 5 } };
  export const spanish: Translation<English> = ${spanish};
`;

// Each fixture is a small compilation: seconds, not milliseconds, on a busy machine.
const COMPILE_TIMEOUT = 30_000;

describe('Translation', () => {
  it(
    'accepts a complete translation of a content module',
    () => {
      expect(typeErrors(translated("{ title: 'Contáctenos', steps: ['Uno', 'Dos'], nested: { label: 'Enviar', max: 5 } }"))).toEqual([]);
    },
    COMPILE_TIMEOUT,
  );

  it(
    'makes a missing sentence, an added one or a changed number a type error',
    () => {
      expect(typeErrors(translated("{ title: 'Contáctenos', steps: [] }"))).toEqual([expect.stringContaining("Property 'nested' is missing")]);
      expect(typeErrors(translated("{ title: 'Contáctenos', subtitle: 'Extra', steps: [], nested: { label: 'Enviar', max: 5 } }"))).toEqual([
        expect.stringContaining("'subtitle' does not exist"),
      ]);
      expect(typeErrors(translated("{ title: 'Contáctenos', steps: [], nested: { label: 'Enviar', max: 6 } }"))).toEqual([
        expect.stringContaining("Type '6' is not assignable to type '5'"),
      ]);
    },
    COMPILE_TIMEOUT,
  );

  it('names the two languages of the site', () => {
    expect(LOCALES).toEqual(['en', 'es']);
  });
});

describe('localePath', () => {
  it('puts a Spanish page under /es/ and leaves English paths as they are', () => {
    expect(localePath('es', '/')).toBe('/es/');
    expect(localePath('es', '/blogs/page2/14/')).toBe('/es/blogs/page2/14/');
    expect(localePath('en', '/about/')).toBe('/about/');
  });
  it('never prefixes twice, and leaves other hrefs alone', () => {
    expect(localePath('es', '/es/about/')).toBe('/es/about/');
    for (const href of ['tel:+18005550199', 'https://example.org/', '#main', '//cdn.example.org/x']) expect(localePath('es', href)).toBe(href);
  });
  it('does not take a path that merely starts with "es" for Spanish', () => {
    expect(localeOfPath('/essay/')).toBe('en');
    expect(localePath('es', '/essay/')).toBe('/es/essay/');
  });
});

describe('twinPath', () => {
  it.each([
    ['/', '/es/'],
    ['/about/', '/es/about/'],
    ['/blogs/page1/9/', '/es/blogs/page1/9/'],
    ['/formInput/', '/es/formInput/'],
  ])("%s and %s are each other's twin", (english, spanish) => {
    expect(twinPath(english)).toBe(spanish);
    expect(twinPath(spanish)).toBe(english);
  });
});
