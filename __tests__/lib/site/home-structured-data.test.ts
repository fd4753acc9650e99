import { homeJsonLd } from '@/lib/site/home-structured-data';

describe('homeJsonLd', () => {
  const config = {
    siteUrl: 'https://www.example.org',
    phone: { display: '(800) 555-0199', href: 'tel:+18005550199' },
    firmStates: ['PA', 'CA', 'NY'] as const,
  };
  const data = homeJsonLd({ ...config, firmStates: [...config.firmStates] });
  const [service] = data;

  it('describes the service with the phone shown on the site', () => {
    expect(service).toMatchObject({ '@type': 'LegalService', telephone: '(800) 555-0199', url: 'https://www.example.org/' });
  });

  it('names the service area from NEXT_PUBLIC_FIRM_STATES, in each language', () => {
    const names = (data: unknown) => (data as { areaServed: { name: string }[] }).areaServed.map((area) => area.name);
    expect(names(service)).toEqual(['California', 'New York', 'Pennsylvania']);
    const [spanishService] = homeJsonLd({ ...config, firmStates: [...config.firmStates] }, 'es');
    expect(names(spanishService)).toEqual(['California', 'Nueva York', 'Pensilvania']);
  });

  it('describes nothing else: the FAQ is not repeated as data no search engine shows', () => {
    expect(data.map((block) => block['@type'])).toEqual(['LegalService']);
  });
});
