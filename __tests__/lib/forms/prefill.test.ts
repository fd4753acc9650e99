import { prefillFromQuery } from '@/lib/forms/prefill';

describe('prefillFromQuery', () => {
  const names = ['Sex Assault', 'Partner Violence'];
  it('prefills values the form accepts', () => {
    expect(prefillFromQuery({ accidentId: 'Partner Violence', zipCode: '90210' }, names)).toEqual({ issueType: 'Partner Violence', zipCode: '90210' });
  });
  it('leaves unknown or malformed values empty', () => {
    expect(prefillFromQuery({ accidentId: '<script>', zipCode: 'abc' }, names)).toEqual({ issueType: '', zipCode: '' });
    expect(prefillFromQuery({ accidentId: null, zipCode: null }, names)).toEqual({ issueType: '', zipCode: '' });
  });
});
