import { caseFormHref } from '@/lib/case-link';

describe('caseFormHref', () => {
  it('carries the issue in the fragment, which no request sends, never in the query', () => {
    expect(caseFormHref('Sex Assault')).toBe('/formInput/#accidentId=Sex%20Assault');
    expect(caseFormHref('A&B')).toBe('/formInput/#accidentId=A%26B');
    expect(caseFormHref('Partner Violence', 'es')).toBe('/es/formInput/#accidentId=Partner%20Violence');
    expect(new URL(caseFormHref('Child Sex Abuse'), 'https://example.org').search).toBe('');
  });
});
