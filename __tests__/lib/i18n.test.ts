import { LOCALES, type Translation } from '@/lib/i18n';

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
