import { ACCEPTED_HOSTS, isAcceptedHost, sourcesProblem, type LegalSource } from '@/lib/schemas/legal-source';

const source = (kind: LegalSource['kind'], url: string): LegalSource => ({ kind, url, title: 'A page', read: 'current text' });

describe('the hosts accepted for each kind of source', () => {
  it.each([
    ['official', 'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=CCP&sectionNum=335.1'],
    ['official', 'https://www.nysenate.gov/legislation/laws/CVP/214-G'],
    ['official', 'https://www.legis.state.pa.us/cfdocs/legis/LI/consCheck.cfm'],
    ['official', 'https://www.palegis.us/statutes/consolidated'],
    ['official', 'https://uscode.house.gov/view.xhtml?req=18+USC+2255'],
    ['statute-copy', 'https://law.justia.com/codes/kentucky/chapter-413/section-413-140/'],
    ['statute-copy', 'https://california.public.law/codes/ca_civ_proc_code_section_340.1'],
    ['statute-copy', 'https://www.law.cornell.edu/uscode/text/18/2255'],
    ['corroboration', 'https://childusa.org/law/'],
    ['corroboration', 'https://scholarship.law.example.edu/review/1'],
    ['corroboration', 'https://www.courts.michigan.gov/opinion.pdf'],
  ] as const)('accepts a %s source on %s', (kind, url) => {
    expect(isAcceptedHost(kind, url)).toBe(true);
  });

  it.each([
    ['official', 'https://law.justia.com/codes/kentucky/'],
    ['official', 'https://www.example-injury-lawyers.com/statute-of-limitations'],
    ['official', 'https://legislature.state.pa.us.evil.example.com/'],
    ['statute-copy', 'https://www.nolo.com/legal-encyclopedia/'],
    ['statute-copy', 'https://docketmath.com/'],
    ['statute-copy', 'https://notjustia.com/'],
    ['corroboration', 'https://www.news.example.com/story'],
    ['corroboration', 'not a url'],
  ] as const)('refuses a %s source on %s', (kind, url) => {
    expect(isAcceptedHost(kind, url)).toBe(false);
  });

  it('lists every kind, and lets an official page corroborate', () => {
    expect(Object.keys(ACCEPTED_HOSTS).sort()).toEqual(['corroboration', 'official', 'statute-copy']);
    for (const host of ACCEPTED_HOSTS.official) expect(ACCEPTED_HOSTS.corroboration).toContain(host);
  });
});

describe('what a fact must stand on', () => {
  it('is enough with one official source', () => {
    expect(sourcesProblem([source('official', 'https://apps.legislature.ky.gov/law/statutes/statute.aspx?id=1')])).toBeUndefined();
  });

  it('wants a second source on another host beside a copy of the statute', () => {
    const copy = source('statute-copy', 'https://law.justia.com/codes/georgia/title-9/section-9-3-33-1/');
    expect(sourcesProblem([copy])).toMatch(/only source is a copy of the statute text/);
    expect(sourcesProblem([copy, source('statute-copy', 'https://law.justia.com/codes/georgia/2024/title-9/')])).toMatch(/only source is a copy/);
    expect(sourcesProblem([copy, source('corroboration', 'https://childusa.org/law/georgia/')])).toBeUndefined();
  });

  it('never rests on corroboration alone', () => {
    expect(sourcesProblem([source('corroboration', 'https://childusa.org/law/'), source('corroboration', 'https://x.example.edu/')])).toMatch(
      /needs an official source/,
    );
  });
});
