import { isValidZip } from '@/lib/zip';
import { caseFormHref } from '@/lib/case-link';
import { prefillFromQuery } from '@/lib/forms/prefill';

describe('isValidZip', () => {
  it.each(['12345', ' 12345 ', '00501'])('accepts %p', (zip) => expect(isValidZip(zip)).toBe(true));
  it.each(['', '1234', '123456', '12a45', '１２３４５', '12 345', '-1234'])('rejects %p', (zip) => expect(isValidZip(zip)).toBe(false));
});

describe('caseFormHref', () => {
  it('encodes the issue name and zip', () => {
    expect(caseFormHref('Partner Violence', '90210')).toBe('/formInput/?accidentId=Partner%20Violence&zipCode=90210');
    expect(caseFormHref('Sex Assault')).toBe('/formInput/?accidentId=Sex%20Assault');
    expect(caseFormHref('A&B')).toBe('/formInput/?accidentId=A%26B');
  });
});

describe('prefillFromQuery', () => {
  const names = ['Sex Assault', 'Partner Violence'];
  it('prefills values the form accepts', () => {
    expect(prefillFromQuery({ accidentId: 'Partner Violence', zipCode: '90210' }, names)).toEqual({ accidentId: 'Partner Violence', zipCode: '90210' });
  });
  it('leaves unknown or malformed values empty', () => {
    expect(prefillFromQuery({ accidentId: '<script>', zipCode: 'abc' }, names)).toEqual({ accidentId: '', zipCode: '' });
    expect(prefillFromQuery({ accidentId: null, zipCode: null }, names)).toEqual({ accidentId: '', zipCode: '' });
  });
});
