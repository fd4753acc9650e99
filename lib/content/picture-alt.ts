import { formatValue } from '@/lib/content/illustrations/format-value';
import type { ImageSpec } from '@/lib/content/illustrations/spec';
import { fillTemplate } from '@/lib/text';

/** The sentence of each picture kind, in one language (content/<locale>/blog-copy.ts, `pictureAlt`). */
export type PictureAltWords = Readonly<Record<ImageSpec['kind'], string>>;

/** Every word a picture shows, entry by entry, as a screen reader should hear them. */
function entriesOf(spec: ImageSpec): string[] {
  switch (spec.kind) {
    case 'checklist':
      return spec.items;
    case 'steps':
      return spec.steps.map((step, i) => `${i + 1}. ${step}`);
    case 'timeline':
      return spec.steps.map((step) => `${step.label}: ${step.detail}`);
    case 'split':
      return spec.parts.map((part) => `${part.label}, ${formatValue(part.value, '%')}`);
    case 'bars':
      return spec.bars.map((bar) => `${bar.label}: ${formatValue(bar.value, spec.unit)}`);
    case 'compare':
      return spec.columns.map((heading, column) => `${heading}: ${spec.rows.map((row) => row[column]).join('; ')}`);
  }
}

/**
 * A picture's alt text, written from its description, so it carries the picture's own words and cannot drift from
 * them: the kind and title, then every entry, then the note a chart carries under it.
 */
export function pictureAlt(spec: ImageSpec, words: PictureAltWords): string {
  const entries = entriesOf(spec);
  const joiner = spec.kind === 'compare' ? '. ' : '; ';
  const text = fillTemplate(words[spec.kind], {
    title: spec.title,
    count: entries.length,
    entries: entries.join(joiner).replace(/[.!?]$/, ''),
  });
  const note = 'note' in spec ? spec.note : undefined;
  return note ? `${text} ${note}` : text;
}
