import { homeJsonLd } from '@/lib/site/home-structured-data';
import { copyFor } from '@/lib/content/copy';

const { faqTabs } = copyFor('en');

describe('homeJsonLd', () => {
  const config = {
    siteUrl: 'https://www.example.org',
    phone: { display: '(800) 555-0199', href: 'tel:+18005550199' },
    firmStates: ['PA', 'CA', 'NY'] as const,
  };
  const [service, faq] = homeJsonLd({ ...config, firmStates: [...config.firmStates] });
  const entities = faq && 'mainEntity' in faq ? faq.mainEntity : [];

  it('describes the service with the phone shown on the site', () => {
    expect(service).toMatchObject({ '@type': 'LegalService', telephone: '(800) 555-0199', url: 'https://www.example.org/' });
  });

  it('names the service area from NEXT_PUBLIC_FIRM_STATES, in each language', () => {
    const names = (data: unknown) => (data as { areaServed: { name: string }[] }).areaServed.map((area) => area.name);
    expect(names(service)).toEqual(['California', 'New York', 'Pennsylvania']);
    const [spanishService] = homeJsonLd({ ...config, firmStates: [...config.firmStates] }, 'es');
    expect(names(spanishService)).toEqual(['California', 'Nueva York', 'Pensilvania']);
  });

  it('lists every FAQ question with its whole answer', () => {
    const questions = faqTabs.flatMap((tab) => tab.items);
    expect(entities.map((q) => q.name)).toEqual(questions.map((q) => q.subject));
    const first = questions[0]!;
    expect(entities[0]?.acceptedAnswer.text).toContain(first.paragraphs[0]!);
  });
});
