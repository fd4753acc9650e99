import { LOCALES, type Translation } from '@/lib/i18n';

const english = { title: 'Contact Us', steps: ['One', 'Two'], nested: { label: 'Send', max: 5 } } as const;

describe('Translation', () => {
  it('accepts a complete translation of a content module', () => {
    const spanish: Translation<typeof english> = { title: 'Contáctenos', steps: ['Uno', 'Dos'], nested: { label: 'Enviar', max: 5 } };
    expect(spanish.nested.label).toBe('Enviar');
    // @ts-expect-error a translation missing a sentence does not compile
    const incomplete: Translation<typeof english> = { title: 'Contáctenos', steps: [] };
    expect(incomplete).toBeDefined();
  });

  it('names the two languages of the site', () => {
    expect(LOCALES).toEqual(['en', 'es']);
  });
});
