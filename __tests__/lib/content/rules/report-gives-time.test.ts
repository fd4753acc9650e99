import { coverageWordsProblems, reportGivesTimeProblems, restrictingPhrase } from '@/lib/content/rules/report-gives-time';

const item = (en: string, es: string) => ({ topic: 'childSexualAbuse', citation: 'RSA 508:4-g', en, es });

describe('a report only gives time', () => {
  it.each([
    ['The change did not reopen claims that had already run out.', 'did not reopen'],
    ['As reported, it applies going forward, to claims not already expired.', 'going forward'],
    ['It removes the limit from here forward.', 'from here forward'],
    ['The sponsor gave June 14, 2027 as the new last day.', 'last day'],
    ['It reaches new claims; older claims keep the earlier rule.', 'older claims keep'],
    ['It covers only abuse after 2025.', 'only'],
    ['Claims against public entities are reported to be left out.', 'left out'],
    ['It allows a lawsuit over abuse committed on or after July 1, 2025 until age 48.', 'committed on or after'],
  ])('refuses English words that take time away: %s', (text, phrase) => {
    expect(restrictingPhrase(text, 'en')).toBe(phrase);
  });

  it.each([
    ['Según se informa, solo cubre el abuso posterior a 2025.', 'solo'],
    ['Se aplica sólo a los reclamos nuevos.', 'sólo'],
    ['El cambio no reabrió los reclamos vencidos.', 'no reabrió'],
    ['Elimina de aquí en adelante el plazo.', 'de aquí en adelante'],
    ['El autor indicó el 14 de junio de 2027 como el nuevo último día.', 'último día'],
    ['Los reclamos contra entidades públicas quedan fuera.', 'quedan fuera'],
    ['Permite demandar por abuso cometido a partir del 1 de julio de 2025.', 'cometido a partir del'],
  ])('refuses the Spanish forms: %s', (text, phrase) => {
    expect(restrictingPhrase(text, 'es')).toBe(phrase);
  });

  it('lets through words that only give time, and words that merely contain a refused one', () => {
    expect(
      restrictingPhrase('The window is reported to run until June 14, 2027; the firm will check which rule gives you the most time.', 'en'),
    ).toBeUndefined();
    expect(restrictingPhrase('Ask the firm about a claim against a government body; commonly reported, not yet confirmed.', 'en')).toBeUndefined();
    expect(restrictingPhrase('Según se informa, el periodo va hasta el 14 de junio de 2027; consulte al bufete, que tiene soluciones.', 'es')).toBeUndefined();
  });

  it('names the file, the item, the language and the phrase, with a fix', () => {
    const guide = {
      reported: [
        item('Reported to remove the limit.', 'Según se informa, elimina el plazo.'),
        item('It did not reopen old claims.', 'No reabrió los reclamos vencidos.'),
      ],
    };
    const problems = reportGivesTimeProblems('content/states/nh.json', guide);
    expect(problems.map((p) => p.at)).toEqual(['reported.1.en', 'reported.1.es']);
    expect(problems[0]?.file).toBe('content/states/nh.json');
    expect(problems[0]?.problem).toContain('childSexualAbuse, RSA 508:4-g');
    expect(problems[0]?.problem).toContain('"did not reopen"');
    expect(problems[1]?.problem).toContain('"No reabrió"');
    expect(problems[0]?.fix).toContain('reported to run until');
  });

  it('reads a guide with no reported items, or not yet in shape, without failing', () => {
    expect(reportGivesTimeProblems('x.json', {})).toEqual([]);
    expect(reportGivesTimeProblems('x.json', null)).toEqual([]);
    expect(reportGivesTimeProblems('x.json', { reported: [{ topic: 'childSexualAbuse' }] })).toEqual([]);
  });
});

describe("a change's reach is said in the rule before it", () => {
  const withCoverage = (en: string, es: string) => ({ childSexualAbuse: { coverage: { en, es } }, personalInjury: null });

  it('refuses "still alive" in either language, naming the field', () => {
    const problems = coverageWordsProblems(
      'content/states/il.json',
      withCoverage('It reaches claims still alive in 2014.', 'Alcanza los reclamos que seguían vigentes en 2014.'),
    );
    expect(problems.map((p) => p.at)).toEqual(['childSexualAbuse.coverage.en', 'childSexualAbuse.coverage.es']);
    expect(problems[0]?.fix).toContain('before the change');
  });

  it('accepts the rule before the change in ages and dates', () => {
    expect(
      coverageWordsProblems(
        'x.json',
        withCoverage(
          'If you were under 30 on November 26, 2019, the longer limit reaches you.',
          'Si tenía menos de 30 años el 26 de noviembre de 2019, el plazo más largo la alcanza.',
        ),
      ),
    ).toEqual([]);
  });
});
