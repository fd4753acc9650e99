import {
  recordsAdvised,
  recordsWarningProblems,
  saysKeepFromHarmer,
  saysRecordsCanBeRequested,
  timeLimitGiven,
  timeLimitProblems,
} from '@/lib/content/rules/safety-wording';

const doc = (body: string) => ({ file: 'content/blog/30-x.md', body, firstLine: 10 });

describe('the time-limit rule', () => {
  it.each([
    'The statute of limitations is usually two years.',
    'Every state sets a deadline. It typically ranges from two to four years.',
    'You have a few years to file; this time limit is strict.',
    'The deadline is 2-4 years in most states.',
    'In some states the time limit is only a year.',
  ])('finds a time limit in %j', (text) => {
    expect(timeLimitGiven(text)).toBeDefined();
  });

  it.each([
    'Some cases settle in months. Others take years.',
    'A structured settlement can pay for care that lasts for years.',
    'Filing deadlines are real, and a good lawyer will tell you yours.',
    'Where these limits exist, they are often 10 years or more.',
  ])('finds no time limit in %j', (text) => {
    expect(timeLimitGiven(text)).toBeUndefined();
  });

  it('refuses a limit given alone, naming its line and both missing warnings', () => {
    const problems = timeLimitProblems(doc('Intro.\n\nThe statute of limitations is usually two years.'));
    expect(problems).toEqual([
      expect.objectContaining({ at: 'line 12', problem: 'gives a time limit in years but not that some states allow as little as one year' }),
      expect.objectContaining({ at: 'line 12', problem: 'gives a time limit in years but not the longer limits for survivors of childhood sexual abuse' }),
    ]);
  });

  it('accepts a limit with both warnings', () => {
    const body =
      'The statute of limitations is usually two years. In some states it is as little as one year. Survivors of childhood sexual abuse often have far longer.';
    expect(timeLimitProblems(doc(body))).toEqual([]);
  });
});

describe('the records rule', () => {
  it.each([
    'Keep a short journal of your pain.',
    'If you are able, try to:\n\n- Take photos of the scene.\n- Call the police.',
    'Gather what you can:\n\n- Photos of your injuries\n- Letters or emails from any insurer',
    '**Write things down.** Memories fade. A few notes made now can help later.',
    'A short journal can help. A few lines a day is enough. Write down your pain level.',
  ])('finds advice to keep records in %j', (text) => {
    expect(recordsAdvised(text)).toBeDefined();
  });

  it.each([
    'Insurers may look at public posts and photos.',
    'If calls and emails go unanswered, things may not improve. Lawyers must keep clients informed.',
    'Bring these to your first meeting. Writing down the answers can help.',
  ])('finds no advice to keep records in %j', (text) => {
    expect(recordsAdvised(text)).toBeUndefined();
  });

  it('tells the two halves of the warning apart', () => {
    expect(saysRecordsCanBeRequested('In a lawsuit, the other side can ask to see your journal.')).toBe(true);
    expect(saysRecordsCanBeRequested('The other side may ask for some counseling records.')).toBe(false);
    expect(saysKeepFromHarmer('Keep it where the person who hurt you cannot find it.')).toBe(true);
    expect(saysKeepFromHarmer('If the product that hurt you is under recall, pause before you send it back.')).toBe(false);
  });

  it('refuses a list that suggests keeping photos without the warning, naming the item and saying what to add', () => {
    const problems = recordsWarningProblems(doc('Gather what you can:\n\n- Photos of your injuries\n- Bills'));
    expect(problems.map((p) => [p.at, p.problem, p.fix])).toEqual([
      [
        'line 12',
        'suggests keeping records ("Gather what you can: Photos of your injuries") but never says the other side can ask for them',
        'add, in one sentence: "In a lawsuit, the other side can ask to see your notes, photos and messages."',
      ],
      [
        'line 12',
        'suggests keeping records ("Gather what you can: Photos of your injuries") but not to keep them where the person who hurt you cannot reach them',
        'add, in one sentence: "Keep them where the person who hurt you cannot find or read them."',
      ],
    ]);
  });

  it('accepts the same list with both halves of the warning', () => {
    const body =
      'Gather what you can:\n\n- Photos of your injuries\n\nIn a lawsuit, the other side can ask for your photos. Keep them where the person who hurt you cannot find them.';
    expect(recordsWarningProblems(doc(body))).toEqual([]);
  });
});
