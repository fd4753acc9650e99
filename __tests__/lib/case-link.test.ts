import { caseFormHref } from '@/lib/case-link';

describe('caseFormHref', () => {
  it('encodes the issue name and zip', () => {
    expect(caseFormHref('Partner Violence', '90210')).toBe('/formInput/?accidentId=Partner%20Violence&zipCode=90210');
    expect(caseFormHref('Sex Assault')).toBe('/formInput/?accidentId=Sex%20Assault');
    expect(caseFormHref('A&B')).toBe('/formInput/?accidentId=A%26B');
  });
});
