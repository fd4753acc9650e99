import { caseFormSchema, contactFormSchema, PHONE_PATTERN } from '@/lib/forms/schemas';
import { leadFormCopy } from '@/lib/forms/settings';

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

describe('phone rule', () => {
  it.each(['4155550134', '415-555-0134', '415.555.0134', '(415) 555-0134', '+1 415 555 0134', '1-415-555-0134', '+1 (415) 555-0134'])('accepts %p', (v) =>
    expect(PHONE_PATTERN.test(v)).toBe(true),
  );
  it.each(['555-0134', '415-555-01345', '415-555-CALL', 'four one five', '+44 20 7946 0958', '2 415 555 0134', '415/555/0134'])('rejects %p', (v) =>
    expect(PHONE_PATTERN.test(v)).toBe(false),
  );
});

describe('contactFormSchema', () => {
  it('accepts a complete message and trims text', () => {
    const parsed = contact.parse({ ...goodContact, name: '  Ana P.  ' });
    expect(parsed.name).toBe('Ana P.');
  });

  it('requires every field with the spec messages', () => {
    const errors = firstErrors(contact.safeParse({ name: '', email: '', phone: '', issueType: '', message: '  ', safeContact: [], safeTime: '' }));
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

  it('rejects a phone number with letters', () => {
    expect(firstErrors(contact.safeParse({ ...goodContact, phone: '415-555-CALL' }))).toEqual({ phone: 'Phone is not a valid phone number!' });
  });

  it('rejects an issue type that is not one of the six', () => {
    expect(firstErrors(contact.safeParse({ ...goodContact, issueType: 'Car Accident' }))).toEqual({ issueType: 'Issue type is required!' });
  });
});

describe('caseFormSchema', () => {
  it('accepts a complete case', () => {
    expect(kase.safeParse(goodCase).success).toBe(true);
  });

  it('requires the name, contact details, issue, zip and details', () => {
    const errors = firstErrors(kase.safeParse({ ...goodCase, name: '', email: '', phone: '', issueType: '', zipCode: '', message: '' }));
    expect(errors).toEqual({
      name: 'Full name is required!',
      email: 'Email is required!',
      phone: 'Phone is required!',
      issueType: 'Issue type is required!',
      zipCode: 'Zip code is required!',
      message: 'Case details is required!',
    });
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
    expect(firstErrors(contact.safeParse({ ...goodContact, phone: `(415) 555-0134${' '.repeat(20)}x` })).phone).toMatch(/30 characters|not a valid phone/);
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
