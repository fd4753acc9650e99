import { citationIn } from '@/lib/legal-facts/citation';
import { printAddress } from '@/lib/site/print-address';

describe('printAddress', () => {
  it('writes a link to a page of the site in full, from the site address, and leaves other links alone', () => {
    expect(printAddress('/safety/', 'https://www.example.org')).toBe('https://www.example.org/safety/');
    expect(printAddress('/es/formInput/', 'https://www.example.org/')).toBe('https://www.example.org/es/formInput/');
    expect(printAddress('https://childusa.org/law/oregon/', 'https://www.example.org')).toBe('https://childusa.org/law/oregon/');
    expect(printAddress('tel:+18005550199', 'https://www.example.org')).toBe('tel:+18005550199');
  });
});

describe('citationIn', () => {
  it('keeps the names of the law and says the words around them in Spanish on a Spanish page', () => {
    const citation = 'Cal. Civ. Proc. Code § 340.1 (as amended by A.B. 452, Stats. 2023, ch. 655) and § 340.11 (added by S.B. 558)';
    expect(citationIn(citation, 'en')).toBe(citation);
    expect(citationIn(citation, 'es')).toBe('Cal. Civ. Proc. Code § 340.1 (reformado por A.B. 452, Stats. 2023, ch. 655) y § 340.11 (añadido por S.B. 558)');
  });

  it('says in Spanish what a section is about, as the guides name it beside the number', () => {
    expect(citationIn('Tex. Civ. Prac. & Rem. Code § 16.0045(a); see § 16.001 (minors)', 'es')).toBe(
      'Tex. Civ. Prac. & Rem. Code § 16.0045(a); véase § 16.001 (menores de edad)',
    );
    expect(citationIn('Iowa Code § 614.1(2) (injuries to the person)', 'es')).toBe('Iowa Code § 614.1(2) (lesiones a la persona)');
  });
});
