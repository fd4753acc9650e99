import { LOCALES, localeOfPath, localePath, twinPath, type Translation } from '@/lib/i18n';

type English = { readonly title: 'Contact Us'; readonly steps: readonly ['One', 'Two']; readonly nested: { readonly label: 'Send'; readonly max: 5 } };

describe('Translation', () => {
  it('accepts a complete translation of a content module', () => {
    const spanish: Translation<English> = { title: 'Contáctenos', steps: ['Uno', 'Dos'], nested: { label: 'Enviar', max: 5 } };
    expect(spanish.nested.label).toBe('Enviar');
    // @ts-expect-error a translation missing a sentence does not compile
    const incomplete: Translation<English> = { title: 'Contáctenos', steps: [] };
    expect(incomplete).toBeDefined();
  });

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
