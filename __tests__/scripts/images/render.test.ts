import { BRAND as site } from '@/content/shared/brand';
import { TextDoesNotFit } from '@/scripts/images/fit';
import { NARROW, renderNarrowSvg, renderSvg, renderThumbSvg } from '@/scripts/images/render';
import { smallestFontSize } from '@/scripts/images/svg';
import { parseIllustrationFile, type ImageSpec } from '@/lib/content/illustrations/spec';
import { checklist, checklistEs, shownText, split } from './fixtures';

/** Validated as the generator would, so the renderer gets what it gets in real use. */
const spec = (image: object): ImageSpec => {
  const [parsed] = parseIllustrationFile(JSON.stringify({ thumbLabel: 'Test', images: [image] }), 'test.json').images;
  if (!parsed) throw new Error('fixture did not parse');
  return parsed;
};

const fieldThatDoesNotFit = (draw: () => string) => {
  try {
    draw();
  } catch (err) {
    if (err instanceof TextDoesNotFit) return err.field;
    throw err;
  }
  return null;
};

describe('renderSvg', () => {
  it('draws the title and every item, with text escaped', () => {
    const svg = renderSvg(spec({ ...checklist, title: 'Bills & <receipts>' }));
    expect(svg).toMatch(/^<svg[^>]*width="960"[^>]*height="540"/);
    expect(shownText(svg)).toContain('Bills &amp; &lt;receipts&gt;');
    for (const item of checklist.items) expect(shownText(svg)).toContain(item);
  });

  it('draws Spanish text with its accents and opening marks', () => {
    const svg = renderSvg(spec(checklistEs));
    expect(shownText(svg)).toContain('¿Qué conviene guardar?');
    expect(shownText(svg)).toContain('¡todos!');
  });

  it('carries no site name, so a saved or shared picture does not name the site', () => {
    for (const image of [checklist, split]) {
      const svg = renderSvg(spec(image));
      expect(svg).not.toContain(site.name);
      expect(svg).not.toContain(site.shortName);
    }
  });

  it('refuses content too long to lay out, naming the field, instead of clipping it', () => {
    const long = 'una entrada de la lista extremadamente larga que sigue y sigue mucho más allá de lo razonable '.repeat(5);
    expect(fieldThatDoesNotFit(() => renderSvg(spec({ ...checklistEs, items: ['Corta', 'Breve', long] })))).toEqual(['items', 2]);
  });

  it('refuses text that would fit only at a size too small to read on a phone', () => {
    // Fits as three lines of tiny type across the full width; at a readable size it needs more.
    const long =
      'Días de trabajo perdidos, con las fechas exactas, las horas que faltó y lo que dejó de ganar cada semana desde el accidente hasta que su médico le permitió volver '.repeat(
        2,
      );
    const items = [
      'Notas con fecha sobre el dolor',
      'Visitas al médico y facturas',
      long,
      'Cartas de las aseguradoras',
      'Fotos de sus lesiones',
      'Con quién habló y cuándo',
    ];
    expect(fieldThatDoesNotFit(() => renderSvg(spec({ ...checklistEs, items })))).toEqual(['items', 2]);
  });

  it('names the list when each entry fits but all of them together do not', () => {
    const cell = 'qué cuándo dónde abogado '.repeat(3);
    const title = 'Un título muy largo que ocupa dos líneas enteras en la parte de arriba de la imagen';
    const rows = Array.from({ length: 5 }, () => [cell, cell]);
    expect(fieldThatDoesNotFit(() => renderSvg(spec({ file: '3.webp', kind: 'compare', title, columns: ['Antes', 'Después'], rows })))).toEqual(['rows']);
  });

  it('refuses a title too long for two lines rather than cutting it with an ellipsis', () => {
    const title = 'Un título que no cabe en dos líneas ni con la letra más pequeña que el generador se permite usar. '.repeat(2);
    expect(fieldThatDoesNotFit(() => renderSvg(spec({ ...checklistEs, title })))).toEqual(['title']);
  });

  it('refuses a chart note longer than two lines', () => {
    const note = 'Solo es un ejemplo; las cifras reales dependen de su acuerdo por escrito. '.repeat(12);
    expect(fieldThatDoesNotFit(() => renderSvg(spec({ ...split, note })))).toEqual(['note']);
  });
});

describe('renderNarrowSvg', () => {
  const kinds = [
    checklist,
    split,
    {
      file: '3.webp',
      kind: 'steps',
      title: 'How a request works',
      steps: ['Your lawyer asks the court', 'The judge weighs it', 'The judge decides', 'The other side learns'],
    },
    {
      file: '4.webp',
      kind: 'timeline',
      title: 'What happens next',
      steps: [
        { label: 'Call', detail: 'A free talk about what happened' },
        { label: 'Review', detail: 'The firm reads your papers' },
        { label: 'Decision', detail: 'You decide whether to go on' },
      ],
    },
    {
      file: '5.webp',
      kind: 'compare',
      title: 'Two kinds of claim',
      columns: ['Criminal case', 'Civil claim'],
      rows: [
        ['State brings it', 'You bring it'],
        ['Punishment', 'Money for harm'],
        ['Beyond doubt', 'More likely than not'],
      ],
    },
    {
      file: '6.webp',
      kind: 'bars',
      title: 'Example shares',
      bars: [
        { label: 'Medical bills', value: 40 },
        { label: 'Lost wages', value: 35 },
        { label: 'Other', value: 25 },
      ],
      unit: '%',
    },
  ];

  it.each(kinds.map((k) => [k.kind, k] as const))('draws a %s picture one column wide with every word, and no text below 14 units', (_, image) => {
    const wide = renderSvg(spec(image));
    const narrow = renderNarrowSvg(spec(image));
    expect(narrow.svg).toMatch(new RegExp(`^<svg[^>]*width="${NARROW.width}"[^>]*height="${narrow.height}"`));
    // The same words, however they were wrapped.
    const words = (svg: string) => shownText(svg).split(' ').filter(Boolean).sort();
    expect(words(narrow.svg)).toEqual(words(wide));
    // Shown 343 px wide at 375 px, 14 units is 13.3 px: above the page's 12 px small print.
    expect(smallestFontSize(narrow.svg)).toBeGreaterThanOrEqual(14);
    expect(smallestFontSize(narrow.svg)).toBeGreaterThan((smallestFontSize(wide) * NARROW.width) / 960);
  });

  it('grows as tall as its text needs instead of shrinking it', () => {
    const short = renderNarrowSvg(spec(checklist));
    const long = renderNarrowSvg(spec({ ...checklist, items: [...checklist.items, 'Letters from the insurer', 'Notes of every call', 'Receipts for travel'] }));
    expect(long.height).toBeGreaterThan(short.height);
    expect(smallestFontSize(long.svg)).toBe(smallestFontSize(short.svg));
  });

  it('refuses, naming the field, an entry too long for the narrow version', () => {
    const long = 'una entrada de la lista extremadamente larga que sigue y sigue mucho más allá de lo razonable '.repeat(2);
    expect(fieldThatDoesNotFit(() => renderNarrowSvg(spec({ ...checklistEs, items: ['Corta', long, 'Breve'] })).svg)).toEqual(['items', 1]);
  });
});

describe('renderThumbSvg', () => {
  it('draws a thumbnail with its label inside the centre square, which a square crop keeps', () => {
    for (const text of ['Car accidents', 'Comunicación con su abogado', 'Client communication', 'Rehabilitación']) {
      const { svg, label } = renderThumbSvg(text);
      expect(svg).toMatch(/^<svg[^>]*width="330"[^>]*height="248"/);
      // Every word whole: none is broken across two lines to fit the square.
      for (const word of text.split(' ')) expect(shownText(svg)).toContain(` ${word} `);
      const inset = (330 - 248) / 2;
      expect(label.x).toBeGreaterThanOrEqual(inset);
      expect(label.x + label.w).toBeLessThanOrEqual(330 - inset);
      expect(label.y).toBeGreaterThanOrEqual(0);
      expect(label.y + label.h).toBeLessThanOrEqual(248);
    }
  });

  it('refuses a label too long for the thumbnail', () => {
    expect(fieldThatDoesNotFit(() => renderThumbSvg('Responsabilidad civil por productos defectuosos y otras lesiones graves en el trabajo').svg)).toEqual([
      'thumbLabel',
    ]);
  });
});

describe('smallestFontSize', () => {
  it('finds the smallest text of a drawing, and none in a drawing without text', () => {
    expect(smallestFontSize('<text font-size="20">a</text><text font-size="14.4">b</text><text font-size="31">c</text>')).toBe(14.4);
    expect(smallestFontSize('<rect/>')).toBe(Infinity);
  });
});
