import { closingPromiseProblems, replyTimeProblems, unsignableProblems } from '@/lib/content/rules/promises';

const promises = { replyAim: 'The team aims to reply in less than 24 hours.', noRelationship: 'Writing creates no attorney-client relationship.' };
const doc = (body: string) => ({ file: 'content/blog/30-x.md', body, firstLine: 1 });
const closing = `[Ask for a free consultation](/formInput/). ${promises.replyAim} ${promises.noRelationship}`;

describe('the quoted promises', () => {
  it('accept a closing paragraph that links to the case form and quotes both promises', () => {
    expect(closingPromiseProblems(doc(`Intro.\n\n${closing}`), promises)).toEqual([]);
  });

  it('refuse a closing paragraph that rephrases a promise, naming its line and quoting the sentence to copy', () => {
    const problems = closingPromiseProblems(
      doc('Intro.\n\n[Ask](/formInput/). We answer within a day. Writing creates no attorney-client relationship.'),
      promises,
    );
    expect(problems).toEqual([
      {
        file: 'content/blog/30-x.md',
        at: 'line 3',
        problem: 'the closing paragraph does not quote the reply aim word for word',
        fix: `copy this sentence into the last paragraph: "${promises.replyAim}"`,
      },
    ]);
  });

  it('refuse an article that ends without a link to the case form', () => {
    expect(closingPromiseProblems(doc(`${closing}\n\nThanks for reading.`), promises).map((p) => p.problem)).toContain(
      'the closing paragraph does not link to the case form',
    );
  });

  it('refuse a reply time in other words, but not "24 hours a day" nor the quoted aim', () => {
    expect(replyTimeProblems(doc('Intro.\n\nWe usually call back. Expect an answer in 24 hours.'), 'en', promises.replyAim)).toEqual([
      expect.objectContaining({ at: 'line 3', problem: 'states a reply time in its own words ("Expect an answer in 24 hours.")' }),
    ]);
    expect(replyTimeProblems(doc('Crisis lines answer 24/7, 24 hours a day.'), 'en', promises.replyAim)).toEqual([]);
    expect(replyTimeProblems(doc(closing), 'en', promises.replyAim)).toEqual([]);
    expect(replyTimeProblems(doc('Le respondemos en 24 horas.'), 'es', promises.replyAim)).toHaveLength(1);
  });

  it('refuse a promise the firm could not sign, saying why', () => {
    expect(unsignableProblems(doc('Intro.\n\nWe will connect you with a lawyer today.'))).toEqual([
      expect.objectContaining({
        at: 'line 3',
        problem: `says "connect you with a lawyer": a promise of a lawyer; the site sends a message to the firm’s intake team`,
      }),
    ]);
  });
});
