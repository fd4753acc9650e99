import { citationIn } from '@/lib/citation';
import { printAddress } from '@/lib/print-address';

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
});
