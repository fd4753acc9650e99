import { buildCaseParams, buildContactParams } from '@/lib/leads/payloads';
import { EMAILJS_VARIABLES_MAX_BYTES, FIELD_MAX_LENGTH } from '@/lib/limits';

import type { LeadContext } from '@/lib/leads/payloads';

const REF = '7K3MQ-9XD2B';
const ctx: LeadContext = { productLabel: 'Referral Portal for Abuse', recipient: 'leads@example.org', siteUrl: 'https://www.example.org', language: 'English' };

describe('buildContactParams', () => {
  it('cleans every value the visitor gave before it goes into the e-mail', () => {
    const params = buildContactParams(
      {
        name: 'Ana\u202E P.\r\nBcc: victim@example.com',
        email: ' ana@example.org\u200B',
        phone: '415\u0000-555-0134',
        issueType: 'Digital Sex Abuse',
        message: 'Line one\r\nLine\u2066 two',
        safeContact: ['Text message'],
        safeTime: '\u202DEvenings\n',
      },
      ctx,
      false,
      REF,
    );
    expect(params).toMatchObject({
      from_name: 'Ana P. Bcc: victim@example.com',
      email: 'ana@example.org',
      reply_to: 'ana@example.org',
      phone_number: '415-555-0134',
      message: 'Line one\nLine two',
      safe_time: 'Evenings',
      suspected_bot: 'no',
    });
  });

  it('produces exactly the contact template variables', () => {
    const params = buildContactParams(
      {
        name: 'Ana P.',
        email: 'ana@example.org',
        phone: '415-555-0134',
        issueType: 'Digital Sex Abuse',
        message: 'Hello',
        safeContact: ['Text message', 'E-mail'],
        safeTime: 'Evenings',
      },
      ctx,
      false,
      REF,
    );
    expect(params).toEqual({
      name: 'Referral Portal for Abuse',
      recipient: 'leads@example.org',
      from_name: 'Ana P.',
      email: 'ana@example.org',
      accidentId: 'Digital Sex Abuse',
      phone_number: '415-555-0134',
      reply_to: 'ana@example.org',
      message: 'Hello',
      language: 'English',
      logoUrl: 'https://www.example.org/logo.png',
      logoLink: 'https://www.example.org/',
      logoString: 'https://www.example.org/logo.png',
      safe_contact: 'Text message, E-mail',
      safe_time: 'Evenings',
      suspected_bot: 'no',
      reference: REF,
    });
  });

  it('says "Not specified" when no safe contact preference was given', () => {
    const params = buildContactParams(
      { name: 'A', email: 'a@b.co', phone: '4155550134', issueType: 'Sex Assault', message: 'x', safeContact: [], safeTime: '' },
      ctx,
      false,
      REF,
    );
    expect(params.safe_contact).toBe('Not specified');
    expect(params.safe_time).toBe('Not specified');
  });
});

describe('buildCaseParams', () => {
  it('produces exactly the case template variables, with the label the visitor chose', () => {
    const params = buildCaseParams(
      {
        name: 'Ana P.',
        email: 'ana@example.org',
        phone: '415-555-0134',
        issueType: 'Partner Violence',
        zipCode: '90210',
        period: '3 Years or More',
        medicalTreatment: 'No',
        othersAffected: 'Yes',
        signedWithFirm: 'No',
        injusticeType: 'Mental Abuse',
        message: 'Details',
        safeContact: [],
        safeTime: '',
      },
      ctx,
      false,
      REF,
    );
    expect(params).toEqual({
      name: 'Referral Portal for Abuse',
      recipient: 'leads@example.org',
      from_name: 'Ana P.',
      email: 'ana@example.org',
      accidentId: 'Partner Violence',
      fault: 'Yes',
      medical: 'No',
      period: '3 Years or More',
      phone_number: '415-555-0134',
      signup: 'No',
      stay: 'Mental Abuse',
      zipCode: '90210',
      reply_to: 'ana@example.org',
      message: 'Details',
      language: 'English',
      safe_contact: 'Not specified',
      safe_time: 'Not specified',
      suspected_bot: 'no',
      reference: REF,
    });
  });
});

describe('what the visitor did not give', () => {
  const kase = {
    name: 'Ana P.',
    email: 'ana@example.org',
    phone: '',
    issueType: 'Partner Violence',
    zipCode: '90210',
    period: '',
    medicalTreatment: '',
    othersAffected: '',
    signedWithFirm: '',
    injusticeType: '',
    message: '',
    safeContact: ['E-mail' as const],
    safeTime: '',
  };

  it('sends "Not answered" for each case question, the phone and the details left empty, and nothing invented', () => {
    expect(buildCaseParams(kase, ctx, false, REF)).toMatchObject({
      fault: 'Not answered',
      medical: 'Not answered',
      period: 'Not answered',
      signup: 'Not answered',
      stay: 'Not answered',
      message: 'Not answered',
      phone_number: 'Not answered',
    });
  });

  it('sends "Not answered" for a value that was invisible characters only', () => {
    expect(buildCaseParams({ ...kase, message: '\u200B\u3164\n\u00AD', phone: '\uFEFF' }, ctx, false, REF)).toMatchObject({
      message: 'Not answered',
      phone_number: 'Not answered',
    });
  });

  it('sends the phone as typed, cleaned, with full-width digits made plain', () => {
    expect(buildContactParams({ ...kase, phone: '\uFF0B\uFF14\uFF14 20 7946 0958 ext. 12\u200B', message: 'Hi' }, ctx, false, REF).phone_number).toBe(
      '+44 20 7946 0958 ext. 12',
    );
  });
});

describe('suspected_bot', () => {
  const values = { name: 'A', email: 'a@b.co', phone: '4155550134', issueType: 'Sex Assault', message: 'x', safeContact: [], safeTime: '' };
  const caseValues = {
    ...values,
    zipCode: '90210',
    period: '',
    medicalTreatment: '',
    othersAffected: '',
    signedWithFirm: '',
    injusticeType: '',
  };

  it.each([
    [true, 'yes'],
    [false, 'no'],
  ])('is in both payloads: a filled hidden field (%p) reads %p', (suspected, flag) => {
    expect(buildContactParams(values, ctx, suspected, REF).suspected_bot).toBe(flag);
    expect(buildCaseParams(caseValues, ctx, suspected, REF).suspected_bot).toBe(flag);
  });
});

describe('the largest lead the forms allow', () => {
  it('stays under EmailJS’s 50 KB limit on template variables, even in four-byte characters', () => {
    const wide = (n: number) => '😀'.repeat(n / 2); // each emoji is 2 UTF-16 units and 4 UTF-8 bytes
    const values = {
      name: wide(FIELD_MAX_LENGTH.name),
      email: `${'a'.repeat(FIELD_MAX_LENGTH.email - 12)}@example.org`,
      phone: wide(FIELD_MAX_LENGTH.phone),
      message: wide(FIELD_MAX_LENGTH.message),
      safeContact: ['Phone call', 'Voicemail', 'Text message', 'E-mail'] as ('Phone call' | 'Voicemail' | 'Text message' | 'E-mail')[],
      safeTime: wide(FIELD_MAX_LENGTH.safeTime),
    };
    const contact = buildContactParams({ ...values, issueType: 'Workplace Sex Abuse' }, ctx, false, REF);
    const kase = buildCaseParams(
      {
        ...values,
        issueType: 'Workplace Sex Abuse',
        zipCode: '90210',
        period: 'Less than 3 Years',
        medicalTreatment: 'Yes',
        othersAffected: 'Yes',
        signedWithFirm: 'Yes',
        injusticeType: 'Mental Abuse',
      },
      ctx,
      false,
      REF,
    );
    for (const params of [contact, kase]) {
      const bytes = Buffer.byteLength(JSON.stringify(params), 'utf8');
      expect(bytes).toBeLessThan(EMAILJS_VARIABLES_MAX_BYTES);
    }
  });
});
