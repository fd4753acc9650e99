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
