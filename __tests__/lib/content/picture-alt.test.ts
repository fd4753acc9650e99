import { pictureAlt } from '@/lib/content/picture-alt';
import { blogCopy } from '@/content/en/blog-copy';
import { blogCopy as spanishBlogCopy } from '@/content/es/blog-copy';

const words = blogCopy.pictureAlt;

describe('a picture’s alt text', () => {
  it('says every word of each kind of picture, entry by entry', () => {
    expect(pictureAlt({ file: '1.webp', kind: 'checklist', title: 'Bring', items: ['ID', 'Bills', 'Notes.'] }, words)).toBe(
      "Checklist titled 'Bring': ID; Bills; Notes.",
    );
    expect(pictureAlt({ file: '1.webp', kind: 'steps', title: 'Next', steps: ['Call', 'Talk', 'Decide'] }, words)).toBe(
      "3 steps titled 'Next': 1. Call; 2. Talk; 3. Decide.",
    );
    expect(
      pictureAlt({ file: '1.webp', kind: 'timeline', title: 'A call', steps: ['Day 1', 'Week 2', 'Later'].map((label) => ({ label, detail: 'x' })) }, words),
    ).toBe("Timeline titled 'A call', in 3 stages: Day 1: x; Week 2: x; Later: x.");
    expect(
      pictureAlt(
        {
          file: '1.webp',
          kind: 'split',
          title: 'Shares',
          parts: [
            { label: 'Fee', value: 33.3 },
            { label: 'You', value: 66.7 },
          ],
          note: 'Example only.',
        },
        words,
      ),
    ).toBe("Chart titled 'Shares', dividing the whole into Fee, 33.3%; You, 66.7%. Example only.");
    expect(
      pictureAlt(
        { file: '1.webp', kind: 'bars', title: 'Fees', unit: '$', bars: ['A', 'B', 'C'].map((label, i) => ({ label, value: 1000 * (i + 1) })) },
        words,
      ),
    ).toBe("Bar chart titled 'Fees': A: $1,000; B: $2,000; C: $3,000.");
    expect(
      pictureAlt(
        {
          file: '1.webp',
          kind: 'compare',
          title: 'Both ways',
          columns: ['You', 'The firm'],
          rows: [
            ['Ask', 'Answer'],
            ['Share', 'Listen'],
            ['Decide', 'Explain'],
          ],
        },
        words,
      ),
    ).toBe("Two-column comparison titled 'Both ways'. You: Ask; Share; Decide. The firm: Answer; Listen; Explain.");
  });

  it('is written in the page’s language', () => {
    expect(pictureAlt({ file: '1.webp', kind: 'checklist', title: 'Traiga', items: ['ID', 'Facturas', 'Notas'] }, spanishBlogCopy.pictureAlt)).toBe(
      "Lista titulada 'Traiga': ID; Facturas; Notas.",
    );
  });
});
