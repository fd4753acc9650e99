import { localEnv, TEST_PORTS } from '@/scripts/lib/local-env';

describe('leadFormSettings', () => {
  beforeAll(() => Object.assign(process.env, localEnv(TEST_PORTS)));

  it('hands each form its template, the sink or EmailJS origin, the phone and the canonical issue names', async () => {
    const { leadFormSettings } = await import('@/lib/leads/form-settings');
    const contact = leadFormSettings('contact');
    const kase = leadFormSettings('case');
    expect(contact.templateId).toBe('template_contact');
    expect(kase.templateId).toBe('template_case');
    expect(contact.email).toEqual({ publicKey: 'local-public-key', serviceId: 'local_service', origin: `http://127.0.0.1:${TEST_PORTS.sink}` });
    expect(contact.phone).toEqual({ display: '(800) 555-0199', href: 'tel:+18005550199' });
    expect(contact.context).toEqual({
      productLabel: 'Referral Portal for Abuse',
      recipient: 'leads@example.org',
      siteUrl: `http://127.0.0.1:${TEST_PORTS.site}`,
      language: 'English',
    });
    expect(contact.issues.map((i) => i.value)).toEqual([
      'Sex Assault',
      'Child Sex Abuse',
      'Sex Exploitation',
      'Partner Violence',
      'Workplace Sex Abuse',
      'Digital Sex Abuse',
      'Car, work or other injury',
      'Something else',
    ]);
    expect(contact.confirmationPath).toBe('/confirmAlert/');
  });

  it('gives a Spanish form Spanish words over the same canonical values, and language "Spanish"', async () => {
    const { leadFormSettings } = await import('@/lib/leads/form-settings');
    const english = leadFormSettings('case');
    const spanish = leadFormSettings('case', 'es');
    expect(spanish.templateId).toBe(english.templateId);
    expect(spanish.context.language).toBe('Spanish');
    expect(spanish.issues.map((i) => i.value)).toEqual(english.issues.map((i) => i.value));
    expect(spanish.issues.find((i) => i.value === 'Partner Violence')?.label).toBe('Violencia de pareja');
    expect(spanish.issues.find((i) => i.value === 'Car, work or other injury')?.label).toBe('Accidente de auto, de trabajo u otra lesión');
    expect(spanish.confirmationPath).toBe('/es/confirmAlert/');
    expect(spanish.copy.form.privacyLinkHref).toBe('/es/privacy/#where-your-message-goes');
    expect(spanish.copy.validation.required).not.toBe(english.copy.validation.required);
  });
});
