import fs from 'node:fs';
import { copyFor } from '@/lib/content/copy';
import { validateContent } from '@/lib/content/content-errors';
import { expandLegalMarkdown, loadLegalPage } from '@/lib/content/legal-pages';
import { escapeHtml } from '@/lib/content/markdown';
import { LEAD_JOURNEY_ANCHOR } from '@/lib/routes';
import { reviewsSchema, type ReviewEntry } from '@/lib/schemas/content';

const { about, faqTabs, howItWorks, issueTypes, reviews, leadJourney, crisisHelp, nav } = copyFor('en');

describe('content modules', () => {
  it('has the six issue types in the specified order', () => {
    expect(issueTypes.map((t) => t.name)).toEqual([
      'Sex Assault',
      'Child Sex Abuse',
      'Sex Exploitation',
      'Partner Violence',
      'Workplace Sex Abuse',
      'Digital Sex Abuse',
    ]);
    expect(new Set(issueTypes.map((t) => t.pictureId)).size).toBe(6);
  });

  it('keeps nine reviews, each a sample until real testimonials replace them', () => {
    expect(reviews).toHaveLength(9);
    expect(reviews.every((r) => r.kind === 'sample' && !('rating' in r))).toBe(true);
    expect(new Set(reviews.map((r) => r.id)).size).toBe(9);
  });

  it('has two FAQ tabs of three questions', () => {
    expect(faqTabs.map((t) => t.label)).toEqual(['Why Hire a Lawyer', 'FAQ']);
    expect(faqTabs.every((t) => t.items.length === 3)).toBe(true);
  });

  it('has the three steps and about sections', () => {
    expect(howItWorks.steps).toHaveLength(3);
    expect(about.sections.map((s) => s.title)).toEqual(['Who We Are', 'Our Service', 'Our Mission']);
  });

  it('names the file, the field and the entry of a bad content value', () => {
    const broken = [{ ...reviews[0], avatar: 'maria' }, ...reviews.slice(1)];
    expect(() => validateContent('content/reviews.ts', reviewsSchema, broken)).toThrow(
      'content/reviews.ts: 0.avatar (entry "sample-maria-g"): initials, e.g. "MG"',
    );
  });

  it('lists five navigation links', () => {
    expect(nav.map((n) => n.label)).toEqual(['Home', 'Blogs', 'About Us', 'Services', 'Contact Us']);
  });

  it('keeps every crisis line the safety issue names', () => {
    const footerLabels = crisisHelp.lines.filter((l) => l.footer).flatMap((l) => l.actions.map((a) => a.label));
    expect(footerLabels).toEqual(['Call 911', 'Call 800-656-HOPE (4673)', 'Call 800-799-SAFE (7233)', 'Text START to 88788', 'Call 988', 'Text 988']);
    const everyLine = crisisHelp.lines.map((l) => [l.name, [...l.actions, ...l.moreActions].map((a) => `${a.label} ${a.value}`)]);
    expect(everyLine).toEqual(
      expect.arrayContaining([
        [
          'National Human Trafficking Hotline',
          ['Call 888-373-7888 +18883737888', 'Text HELP to 233733 (BEFREE) 233733', 'Chat online https://humantraffickinghotline.org/chat'],
        ],
        [
          'Childhelp National Child Abuse Hotline',
          ['Call 800-422-4453 +18004224453', 'Text 800-422-4453 +18004224453', 'Chat online https://childhelphotline.org/'],
        ],
        ['Cyber Civil Rights Initiative Image Abuse Helpline', ['Call 844-878-2274 +18448782274']],
        ['StrongHearts Native Helpline', ['Call 844-762-8483 (844-7NATIVE) +18447628483', 'Text 844-762-8483 +18447628483']],
      ]),
    );
    expect(crisisHelp.lines.find((l) => l.name === 'National Sexual Assault Hotline')?.moreActions.map((a) => a.value)).toEqual([
      '64673',
      'https://hotline.rainn.org/',
    ]);
    expect(crisisHelp.lines.find((l) => l.name === 'National Domestic Violence Hotline')?.moreActions.map((a) => a.value)).toEqual([
      'https://www.thehotline.org/',
    ]);
  });

  it.each(['terms', 'privacy', 'safety'] as const)('renders the %s page with headings and no raw HTML', (slug) => {
    const page = loadLegalPage(slug, { responsibleAttorney: 'Jane Doe, Esq., Doe Law LLP, Springfield, IL' });
    expect(page.html).toMatch(/<h2 id="[a-z0-9-]+">/);
    expect(page.html).not.toMatch(/<script|<iframe/);
  });
});

describe('review schema', () => {
  const samples = reviews.slice(0, 4);
  const fields = { id: 'ana-r', avatar: 'AR', city: 'Tampa', state: 'Florida', subject: 'Heard at last', text: 'I was heard, at my own pace.' };
  const consent = { date: '2026-02-03', method: 'signed release', nameAsAgreed: 'Ana R.' };
  const check = (entry: unknown) => () => validateContent('content/reviews.ts', reviewsSchema, [...samples, entry]);

  it('fails the build for a published testimonial without a consent record, naming the file and the entry', () => {
    expect(check({ ...fields, rating: 5, kind: 'testimonial' })).toThrow(
      'content/reviews.ts: 4.consent (entry "ana-r"): missing: a published testimonial needs the client\'s written consent record { date, method, nameAsAgreed }',
    );
  });

  it('names each part of an incomplete consent record', () => {
    const thrown = () => check({ ...fields, rating: 5, kind: 'testimonial', consent: { date: '2026-02-30', method: ' ' } })();
    expect(thrown).toThrow('content/reviews.ts: 4.consent.date (entry "ana-r"): the date the client signed, e.g. "2026-03-14"');
    expect(thrown).toThrow('content/reviews.ts: 4.consent.method (entry "ana-r")');
    expect(thrown).toThrow('content/reviews.ts: 4.consent.nameAsAgreed (entry "ana-r")');
  });

  it('rejects consent dated after the build', () => {
    expect(check({ ...fields, rating: 5, kind: 'testimonial', consent: { ...consent, date: '2999-01-01' } })).toThrow(
      '4.consent.date (entry "ana-r"): must not be in the future',
    );
  });

  it('shows a testimonial only under the name the client agreed to, and publishes nothing else of the record', () => {
    const entry: ReviewEntry = { ...fields, rating: 5, kind: 'testimonial', consent };
    const parsed = validateContent('content/reviews.ts', reviewsSchema, [...samples, entry]).at(-1);
    expect(parsed).toEqual({ ...fields, rating: 5, kind: 'testimonial', name: 'Ana R.' });
    expect(check({ ...entry, name: 'Ana Rodriguez' })).toThrow('4 (entry "ana-r"): Unrecognized key: "name"');
  });

  it('gives a sample no way to drop its label', () => {
    expect(check({ ...fields, kind: 'sample', name: 'Ana R.', label: '' })).toThrow('4 (entry "ana-r"): Unrecognized key: "label"');
  });

  it('gives a sample no star rating, since it would be invented', () => {
    expect(check({ ...fields, kind: 'sample', name: 'Ana R.', rating: 5 })).toThrow('4 (entry "ana-r"): Unrecognized key: "rating"');
  });

  it.each([
    ['a reply time', 'A lawyer called me back the next morning.', 'called me'],
    ['a reply time', 'There was no cost to talk, and the reply came the same day I wrote in.', 'same day'],
    ['a service claim', 'This service connected me with a lawyer.', 'This service'],
    ['an outcome', 'We settled for more than I hoped.', 'settled'],
    ['a reply time, in Spanish', 'Una abogada me llamó a la mañana siguiente.', 'me llamó'],
    ['a service claim, in Spanish', 'Este servicio me puso en contacto con un abogado.', 'Este servicio'],
  ])('stops the build for a sample that states %s, naming the words', (_, text, words) => {
    expect(check({ ...fields, kind: 'sample', name: 'Ana R.', text })).toThrow(
      `4.text (entry "ana-r"): a sample must not state a reply time, an outcome or what the firm did ("${words}")`,
    );
  });

  it("lets a testimonial tell the client's own experience, with their consent", () => {
    const text = 'The firm called me back the next morning.';
    expect(check({ ...fields, rating: 5, kind: 'testimonial', consent, text })).not.toThrow();
  });

  it('requires every entry to say which kind it is', () => {
    expect(check({ ...fields, sample: true, name: 'Ana R.' })).toThrow('4.kind (entry "ana-r"): kind must be "sample" or "testimonial"');
  });
});

describe('where a lead goes', () => {
  const attorney = 'Jane Doe, Esq., Doe_Law *LLP*, Springfield, IL';
  const pages = { privacy: loadLegalPage('privacy', { responsibleAttorney: attorney }), terms: loadLegalPage('terms', { responsibleAttorney: attorney }) };

  it.each(['privacy', 'terms'] as const)('the %s page quotes the one account and names the responsible attorney as written', (slug) => {
    const { html } = pages[slug];
    expect(html).toContain(`<h2 id="${LEAD_JOURNEY_ANCHOR}">${leadJourney.title}</h2>`);
    for (const sentence of [leadJourney.recipient, leadJourney.transport, leadJourney.noCopy, leadJourney.reply, ...Object.values(leadJourney.limits)]) {
      expect(html).toContain(escapeHtml(sentence));
    }
    expect(html).toContain('Responsible attorney: Jane Doe, Esq., Doe_Law *LLP*, Springfield, IL.');
    expect(html).not.toContain('{responsibleAttorney}');
  });

  it('the FAQ answers "free and confidential" with the same account and without promising privilege', () => {
    const item = faqTabs.flatMap((t) => t.items).find((i) => i.id === 'free-and-confidential');
    expect(item?.paragraphs).toEqual(expect.arrayContaining([leadJourney.recipient, leadJourney.transport]));
    expect(item?.subtitle).not.toMatch(/^Yes\./);
    expect(item?.paragraphs.join(' ')).toMatch(/do not count on what you write being protected by attorney-client privilege/);
  });

  it.each(['en', 'es'] as const)('the %s terms page quotes the fee and no-relationship promises word for word', (locale) => {
    const { promises } = copyFor(locale);
    const { html } = loadLegalPage('terms', { responsibleAttorney: attorney }, undefined, locale);
    expect(html).toContain(escapeHtml(promises.fees));
    expect(html).toContain(escapeHtml(promises.noRelationship));
    expect(html).not.toContain('{promise:');
  });

  it('fails the build for a promise entry that does not exist, naming the file', () => {
    expect(() => expandLegalMarkdown('content/pages/terms.md', 'Read {promise:refunds}.', { responsibleAttorney: attorney })).toThrow(
      'content/pages/terms.md: unknown placeholder {promise:refunds}',
    );
  });

  it('fails the build for a placeholder the loader does not know, naming the file', () => {
    expect(() => expandLegalMarkdown('content/pages/terms.md', 'Ask {firmName}.', { responsibleAttorney: attorney })).toThrow(
      'content/pages/terms.md: unknown placeholder {firmName}',
    );
    expect(() => expandLegalMarkdown('content/pages/terms.md', '[[lead-journy]]', { responsibleAttorney: attorney })).toThrow(
      'unknown placeholder [[lead-journy]]',
    );
  });

  it('leaves none of the old, contradicting descriptions or unkeepable promises in any visitor-facing copy', () => {
    const files = [
      ...['content/en', 'content/shared'].flatMap((dir) =>
        fs
          .readdirSync(dir)
          .filter((f) => /\.ts$/.test(f))
          .map((f) => `${dir}/${f}`),
      ),
      ...fs.readdirSync('content/pages').map((f) => `content/pages/${f}`),
    ];
    const copy = files.map((f) => fs.readFileSync(f, 'utf8')).join('\n');
    for (const phrase of [
      /firm's inbox/i,
      /sent to the firm/i,
      /our intake team/i,
      /lawyers in our network/i,
      /independent lawyers/i,
      /recommend a particular lawyer/i,
      /call us at any ?time/i,
      /top lawyer/i,
      /lawyer (will )?(reply|replies|contacts? you)[^.]*24 hours/i,
      /hear back in less than 24 hours/i,
    ]) {
      expect(copy).not.toMatch(phrase);
    }
  });
});
