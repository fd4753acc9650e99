import { buildCaseParams, buildContactParams } from '@/lib/forms/payloads';

const ctx = { productLabel: 'Referral Portal for Abuse', recipient: 'leads@example.org', siteUrl: 'https://www.example.org' };

describe('buildContactParams', () => {
  it('produces exactly the contact template variables', () => {
    const params = buildContactParams(
      { user: 'Ana P.', email: 'ana@example.org', phone_number: '415-555-0134', accident_type: 'Digital Sex Abuse', message: 'Hello', safe_contact: ['Text message', 'E-mail'], safe_time: 'Evenings' },
      ctx,
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
      logoUrl: 'https://www.example.org/logo.png',
      logoLink: 'https://www.example.org/',
      logoString: 'https://www.example.org/logo.png',
      safe_contact: 'Text message, E-mail',
      safe_time: 'Evenings',
    });
  });

  it('says "Not specified" when no safe contact preference was given', () => {
    const params = buildContactParams({ user: 'A', email: 'a@b.co', phone_number: '4155550134', accident_type: 'Sex Assault', message: 'x', safe_contact: [], safe_time: '' }, ctx);
    expect(params.safe_contact).toBe('Not specified');
    expect(params.safe_time).toBe('Not specified');
  });
});

describe('buildCaseParams', () => {
  it('produces exactly the case template variables, with the label the visitor chose', () => {
    const params = buildCaseParams(
      {
        user: 'Ana P.',
        email: 'ana@example.org',
        phone_number: '415-555-0134',
        accidentId: 'Partner Violence',
        zipCode: '90210',
        period: '3 Years or More',
        medical: 'No',
        fault: 'Yes',
        signup: 'No',
        stay: 'Mental Abuse',
        message: 'Details',
        safe_contact: [],
        safe_time: '',
      },
      ctx,
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
      safe_contact: 'Not specified',
      safe_time: 'Not specified',
    });
  });
});
