import { cleanPlainLine } from '@/lib/leads/clean-text';
import { isPhoneNumber, phoneIsOptional } from '@/lib/leads/phone';

const fullWidth = (s: string) => s.replace(/[0-9+]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));

describe('a phone number as people write it', () => {
  it.each([
    '+52 55 1234 5678',
    '+44 20 7946 0958',
    '800-555-0199 x12',
    '800-555-0199 ext. 12',
    '800-555-0199 ext 12',
    '(55) 1234-5678 ext. 304',
    '55 1234 5678 extensión 9',
    '4155550134',
    '(415) 555-0134',
    '+1 (415) 555-0134',
    '415.555.0134',
    '555-0134',
    '+49 30 901820',
    '123456789012345',
  ])('accepts %p', (typed) => expect(isPhoneNumber(cleanPlainLine(typed))).toBe(true));

  it('accepts full-width digits once the value is cleaned (NFKC), and not before', () => {
    const typed = fullWidth('+52 55 1234 5678');
    expect(typed).not.toBe('+52 55 1234 5678');
    expect(isPhoneNumber(typed)).toBe(false);
    expect(cleanPlainLine(typed)).toBe('+52 55 1234 5678');
    expect(isPhoneNumber(cleanPlainLine(typed))).toBe(true);
  });

  it.each([
    ['six digits', '555-013'],
    ['sixteen digits', '1234567890123456'],
    ['letters', '415-555-CALL'],
    ['words', 'four one five'],
    ['a plus inside', '415+555+0134'],
    ['two pluses', '++52 55 1234 5678'],
    ['slashes', '415/555/0134'],
    ['an extension with nothing before it', 'ext. 12'],
    ['an extension of letters', '800-555-0199 x twelve'],
    ['empty', ''],
  ])('refuses %s', (_, typed) => expect(isPhoneNumber(cleanPlainLine(typed))).toBe(false));
});

describe('when the phone may be left empty', () => {
  it.each([
    [['E-mail'], true],
    [[], false],
    [['Phone call'], false],
    [['Voicemail'], false],
    [['Text message'], false],
    [['E-mail', 'Text message'], false],
    [['E-mail', 'Voicemail'], false],
  ])('with the safe ways %p: %p', (ways, optional) => expect(phoneIsOptional(ways)).toBe(optional));
});
