import { BRAND as site } from '@/content/shared/brand';
import { TextDoesNotFit } from '@/scripts/images/fit';
import { renderSvg, renderThumbSvg } from '@/scripts/images/render';
import { parseIllustrationFile, type ImageSpec } from '@/scripts/images/spec';
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

describe('renderThumbSvg', () => {
  it('draws a thumbnail with its label', () => {
    const svg = renderThumbSvg('Car accidents');
    expect(svg).toMatch(/^<svg[^>]*width="330"[^>]*height="248"/);
    expect(shownText(svg)).toContain('Car accidents');
  });

  it('refuses a label too long for the thumbnail', () => {
    expect(fieldThatDoesNotFit(() => renderThumbSvg('Responsabilidad civil por productos defectuosos y otras lesiones graves en el trabajo'))).toEqual([
      'thumbLabel',
    ]);
  });
});
