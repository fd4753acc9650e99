import { caseFormSchema, contactFormSchema } from '@/lib/leads/form-schemas';
import { leadFormCopy } from '@/lib/leads/form-settings';

const names = ['Sex Assault', 'Child Sex Abuse', 'Sex Exploitation', 'Partner Violence', 'Workplace Sex Abuse', 'Digital Sex Abuse'];
const english = leadFormCopy('en');
const contact = contactFormSchema(names, { fields: english.contactForm.fields, validation: english.validation, locale: english.languageTag });
const kase = caseFormSchema(names, { fields: english.caseFormFields.fields, validation: english.validation, locale: english.languageTag });

const goodContact = {
  name: 'Ana P.',
  email: 'ana@example.org',
  phone: '(415) 555-0134',
  issueType: 'Sex Assault',
  message: 'I need help.',
  safeContact: [],
  safeTime: '',
};
const goodCase = {
  name: 'Ana P.',
  email: 'ana@example.org',
  phone: '415-555-0134',
  issueType: 'Partner Violence',
  zipCode: '90210',
  period: 'Less than 1 Year',
  medicalTreatment: 'Yes',
  othersAffected: 'No',
  signedWithFirm: 'No',
  injusticeType: 'Violated',
  message: 'Details',
  safeContact: ['Text message'],
  safeTime: 'After 6 pm',
};

function firstErrors(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = String(issue.path[0]);
    out[key] ??= issue.message;
  }
  return out;
}

describe('the phone number', () => {
  it.each(['+52 55 1234 5678', '+44 20 7946 0958', '800-555-0199 x12', '800-555-0199 ext. 12', '＋５２ ５５ １２３４ ５６７８', '(415) 555-0134'])(
    'accepts %p in both forms, and returns it as typed, cleaned',
    (phone) => {
      const parsed = contact.parse({ ...goodContact, phone: `${phone}\u200B` });
      expect(parsed.phone).toBe(phone.normalize('NFKC'));
      expect(kase.safeParse({ ...goodCase, phone }).success).toBe(true);
    },
  );

  it.each(['415-555-CALL', '555-013', '1234567890123456', '415/555/0134'])('refuses %p with its message', (phone) => {
    expect(firstErrors(contact.safeParse({ ...goodContact, phone }))).toEqual({ phone: 'Phone is not a valid phone number!' });
  });

  it.each([
    [['E-mail'], true],
    [[], false],
    [['E-mail', 'Phone call'], false],
    [['E-mail', 'Voicemail'], false],
    [['E-mail', 'Text message'], false],
  ])('may be left empty in both forms when the safe ways are %p: %p', (safeContact, optional) => {
    const expected = optional ? {} : { phone: 'Phone is required!' };
    expect(firstErrors(contact.safeParse({ ...goodContact, phone: '', safeContact }))).toEqual(expected);
    expect(firstErrors(kase.safeParse({ ...goodCase, phone: '\u200B ', safeContact }))).toEqual(expected);
  });

  it('is required alongside the other messages, so the visitor sees them all at once', () => {
    expect(firstErrors(contact.safeParse({ ...goodContact, name: '', phone: '' }))).toEqual({ name: 'Name is required!', phone: 'Phone is required!' });
  });
});

describe('clean, then check', () => {
  it('accepts an e-mail address with a trailing zero-width space, and returns it clean', () => {
    expect(contact.parse({ ...goodContact, email: 'ana@example.org\u200B' }).email).toBe('ana@example.org');
    expect(contact.parse({ ...goodContact, email: 'ana＠example.org' }).email).toBe('ana@example.org');
  });

  it.each([
    ['a soft hyphen', '\u00AD'],
    ['Hangul fillers', '\u115F\u1160\u3164\uFFA0'],
    ['tag characters', '\u{E0001}\u{E0041}\u{E007F}'],
    ['supplementary variation selectors', '\u{E0100}\u{E01EF}'],
    ['zero-width spaces and marks', '\u200B\u200E\uFEFF'],
    ['Braille blanks', '\u2800\u2800'],
    ['the function application', '\u2061'],
    ['the invisible times', '\u2062'],
    ['the invisible separator', '\u2063'],
    ['the invisible plus', '\u2064'],
    ['the Mongolian vowel separator', '\u180E'],
    ['the combining grapheme joiner', '\u034F'],
    ['blanks and spaces mixed', '\u2800\u3000\u00A0\u2061\u180E\u034F\u2800'],
  ])('treats a value of %s only as empty, so "required"', (_, invisible) => {
    expect(firstErrors(contact.safeParse({ ...goodContact, name: invisible, message: `${invisible}\n${invisible}` }))).toEqual({
      name: 'Name is required!',
      message: 'Message is required!',
    });
    expect(firstErrors(kase.safeParse({ ...goodCase, zipCode: invisible, email: invisible }))).toEqual({
      zipCode: 'Zip code is required!',
      email: 'Email is required!',
    });
  });

  it('returns every value as it will be sent: cleaned, with the line breaks of the message kept', () => {
    const parsed = kase.parse({
      ...goodCase,
      name: ' Ana\u00AD P.\u{E0041} ',
      zipCode: '90210\u200B',
      message: 'One\r\nTwo\u202E',
      safeTime: '\u3164After 6 pm',
    });
    expect(parsed).toMatchObject({ name: 'Ana P.', zipCode: '90210', message: 'One\nTwo', safeTime: 'After 6 pm' });
  });
});

describe('contactFormSchema', () => {
  it('accepts a complete message and trims text', () => {
    const parsed = contact.parse({ ...goodContact, name: '  Ana P.  ' });
    expect(parsed.name).toBe('Ana P.');
  });

  it('requires every field with the spec messages', () => {
    const errors = firstErrors(contact.safeParse({ name: '', email: '', phone: '', issueType: '', message: ' \u200B ', safeContact: [], safeTime: '' }));
    expect(errors).toEqual({
      name: 'Name is required!',
      email: 'Email is required!',
      phone: 'Phone is required!',
      issueType: 'Issue type is required!',
      message: 'Message is required!',
    });
  });

  it.each([
    'ana',
    'ana@',
    'ana@example',
    'ana example@x.org',
    '@example.org',
    'ana"><img src=x>@example.org',
    'ana@example.org">',
    '<ana@example.org>',
    'ana@example.org, victim@example.com',
    'ana..p@example.org',
    '.ana@example.org',
    'ana@-example.org',
    'ana@example.c0m',
    `${'a'.repeat(65)}@example.org`,
  ])('rejects the email %p', (email) => {
    expect(firstErrors(contact.safeParse({ ...goodContact, email }))).toEqual({ email: 'Email is not a valid email!' });
  });

  it.each(['ana@example.org', "o'brien+leads@mail.example.co.uk", 'ANA_P-1@sub-domain.example.net', 'ana@xn--espaa-rta.es'])(
    'accepts the email %p',
    (email) => {
      expect(contact.safeParse({ ...goodContact, email }).success).toBe(true);
    },
  );

  it('rejects an issue type that is not one of the six', () => {
    expect(firstErrors(contact.safeParse({ ...goodContact, issueType: 'Car Accident' }))).toEqual({ issueType: 'Issue type is required!' });
  });
});

describe('caseFormSchema', () => {
  it('accepts a complete case', () => {
    expect(kase.safeParse(goodCase).success).toBe(true);
  });

  it('requires the name, contact details, issue and zip, and not the details', () => {
    const errors = firstErrors(kase.safeParse({ ...goodCase, name: '', email: '', phone: '', issueType: '', zipCode: '', message: '' }));
    expect(errors).toEqual({
      name: 'Full name is required!',
      email: 'Email is required!',
      phone: 'Phone is required!',
      issueType: 'Issue type is required!',
      zipCode: 'Zip code is required!',
    });
  });

  it('lets every question about what happened be left unanswered', () => {
    const unanswered = { period: '', medicalTreatment: '', othersAffected: '', signedWithFirm: '', injusticeType: '', message: '' };
    expect(kase.parse({ ...goodCase, ...unanswered })).toMatchObject(unanswered);
  });

  it.each(['1234', '123456', '12a45', '１２３４５'])('rejects the zip %p with the hero message', (zipCode) => {
    expect(firstErrors(kase.safeParse({ ...goodCase, zipCode }))).toEqual({ zipCode: 'Please input valid Zip Code' });
  });

  it('accepts every period, including incidents three or more years ago', () => {
    for (const period of ['Less than 1 Year', 'Less than 2 Years', 'Less than 3 Years', '3 Years or More']) {
      expect(kase.safeParse({ ...goodCase, period }).success).toBe(true);
    }
  });

  it('rejects answers outside the option sets', () => {
    expect(
      firstErrors(kase.safeParse({ ...goodCase, injusticeType: 'Back or Neck Pain', medicalTreatment: 'Maybe', safeContact: ['Carrier pigeon'] })),
    ).toEqual({
      injusticeType: 'Primary type of injustice is required!',
      medicalTreatment: 'Medical treatment is required!',
      safeContact: expect.any(String),
    });
  });
});

describe('safe ways of contact', () => {
  it("keeps only the form's own choices, each once and in the form's order, however many a request repeats", () => {
    const repeated = Array.from({ length: 2_000 }, (_, i) => (i % 2 ? 'E-mail' : 'Text message'));
    for (const schema of [contact, kase]) {
      const result = schema.safeParse({ ...goodCase, safeContact: repeated });
      expect(result.success && result.data.safeContact).toEqual(['Text message', 'E-mail']);
    }
  });

  it('refuses a list with anything the form does not offer', () => {
    expect(contact.safeParse({ ...goodContact, safeContact: ['E-mail', 'E-mail', 'Carrier pigeon'] }).success).toBe(false);
  });
});

describe('half characters', () => {
  it('never reach the e-mail: a lone surrogate is removed from every text the visitor typed', () => {
    const result = kase.safeParse({ ...goodCase, name: 'Ana\uD800 P.', message: 'Help\uDC00 me', safeTime: '\uDBFFEvenings' });
    expect(result.success && [result.data.name, result.data.message, result.data.safeTime]).toEqual(['Ana P.', 'Help me', 'Evenings']);
  });
});

describe('field limits', () => {
  const over = (n: number) => 'a'.repeat(n + 1);
  it.each([
    ['name', 100, 'Name must be 100 characters or fewer.'],
    ['safeTime', 120, 'Safe time to call must be 120 characters or fewer.'],
    ['message', 5000, 'Message must be 5,000 characters or fewer.'],
  ])('contact %s takes %i characters and refuses one more', (field, max, message) => {
    expect(contact.safeParse({ ...goodContact, [field]: 'a'.repeat(max) }).success).toBe(true);
    expect(firstErrors(contact.safeParse({ ...goodContact, [field]: over(max) }))[field]).toBe(message);
  });

  it('refuses an e-mail address over 254 characters and a phone over 30', () => {
    const longEmail = `${'a'.repeat(250)}@example.org`;
    expect(firstErrors(contact.safeParse({ ...goodContact, email: longEmail })).email).toBe('Email must be 254 characters or fewer.');
    expect(firstErrors(contact.safeParse({ ...goodContact, phone: `(415) 555-0134${' '.repeat(20)}x1` })).phone).toBe('Phone must be 30 characters or fewer.');
    expect(firstErrors(contact.safeParse({ ...goodContact, phone: '4'.repeat(31) })).phone).toBe('Phone must be 30 characters or fewer.');
  });

  it('applies the same limits to the case form', () => {
    expect(firstErrors(kase.safeParse({ ...goodCase, name: over(100) })).name).toBe('Full name must be 100 characters or fewer.');
    expect(firstErrors(kase.safeParse({ ...goodCase, message: over(5000) })).message).toBe('Case details must be 5,000 characters or fewer.');
  });
});

describe('limit messages', () => {
  // Formatting the first number of a page sets up the browser's number formatting, a cost that
  // would land just as the form comes to life; the limits are formatted only for a message shown.
  it('formats no number while the schemas are built or while input stays within the limits', () => {
    const format = jest.spyOn(Number.prototype, 'toLocaleString');
    try {
      const spanish = leadFormCopy('es');
      const built = caseFormSchema(names, { fields: spanish.caseFormFields.fields, validation: spanish.validation, locale: spanish.languageTag });
      expect(built.safeParse({ ...goodCase, name: 'a'.repeat(100) }).success).toBe(true);
      expect(format).not.toHaveBeenCalled();
      expect(firstErrors(built.safeParse({ ...goodCase, message: 'a'.repeat(5001) })).message).toMatch(/5,000/);
      expect(format).toHaveBeenCalled();
    } finally {
      format.mockRestore();
    }
  });
});
