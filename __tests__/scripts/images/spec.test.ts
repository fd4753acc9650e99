import { describeField, parseIllustrationFile } from '@/lib/content/illustrations/spec';
import { checklist, checklistEs, split } from './fixtures';

const parse = (data: unknown, fileName = '09.json') => parseIllustrationFile(JSON.stringify(data), fileName);

describe('parseIllustrationFile', () => {
  it('accepts a well-formed file', () => {
    expect(parse({ thumbLabel: 'Fees', images: [checklist, split] }).images).toHaveLength(2);
  });

  it('accepts Spanish text as typed, and joins an accent typed as a separate mark to its letter', () => {
    const decomposed = { ...checklistEs, title: '¿Que\u0301 conviene guardar?' };
    const data = parse({ thumbLabel: 'Indemnización', images: [decomposed] }, 'es/09.json');
    expect(data.thumbLabel).toBe('Indemnización');
    expect(data.images[0]?.title).toBe('¿Qué conviene guardar?');
  });

  it.each([
    [{ images: [checklist] }, /^09\.json: thumbLabel: /],
    [{ thumbLabel: 'Fees', images: [{ ...checklist, kind: 'pie' }] }, /^09\.json: images\.0 \(1\.webp\): kind: unknown kind "pie"/],
    [
      {
        thumbLabel: 'Fees',
        images: [
          {
            ...split,
            parts: [
              { label: 'Fee', value: 30 },
              { label: 'You', value: 30 },
            ],
          },
        ],
      },
      /images\.0 \(2\.webp\): parts: values sum to 60, expected 100/,
    ],
    [{ thumbLabel: 'Fees', images: [{ ...checklist, items: ['only one'] }] }, /images\.0 \(1\.webp\): items: expected 3-6 strings/],
    [{ thumbLabel: 'Fees', images: [{ ...checklist, items: ['One', '   ', 'Three'] }] }, /images\.0 \(1\.webp\): items\.1: must be non-empty text/],
    [{ thumbLabel: 'Fees', images: [checklist, checklist] }, /images\.1 \(1\.webp\): file: "1\.webp" is used twice/],
    [{ thumbLabel: 'Fees', images: [{ ...checklist, file: 'thumb.webp' }] }, /images\.0 \(thumb\.webp\): file: must not be thumb\.webp/],
    [{ thumbLabel: 'Fees', images: [{ ...checklist, colour: 'red' }] }, /images\.0 \(1\.webp\): .*"colour"/],
  ])('names the file, the image and the field of a bad spec (%#)', (data, message) => {
    expect(() => parse(data)).toThrow(message);
  });

  it('reports every problem, not only the first', () => {
    const bad = { thumbLabel: '', images: [{ ...checklist, title: '' }] };
    expect(() => parse(bad)).toThrow(/09\.json: thumbLabel: .*\n09\.json: images\.0 \(1\.webp\): title: /s);
  });

  it('names the file when the JSON does not parse', () => {
    expect(() => parseIllustrationFile('{ nope', '03.json')).toThrow(/^03\.json: not valid JSON/);
  });
});

describe('describeField', () => {
  it('names the image by position and file name, then the field inside it', () => {
    expect(describeField('es/03.json', ['images', 1, 'steps', 2, 'detail'], [checklist, split])).toBe('es/03.json: images.1 (2.webp): steps.2.detail');
    expect(describeField('es/03.json', ['thumbLabel'])).toBe('es/03.json: thumbLabel');
  });

  it('quotes the entry by its words, so an editor can find the one that will not fit', () => {
    const text = `Three ${'very '.repeat(20)}long`;
    const long = { ...checklist, items: ['One', 'Two', text] };
    expect(describeField('03.json', ['images', 0, 'items', 2], [long])).toBe(`03.json: images.0 (1.webp): items.2 ("${text.slice(0, 59)}…")`);
    expect(describeField('03.json', ['images', 0, 'items', 1], [long])).toBe('03.json: images.0 (1.webp): items.1 ("Two")');
  });
});
