// The schema of an illustrations file (content/illustrations/NN.json, and es/NN.json for Spanish):
// one thumbnail label and the pictures drawn for one article. Errors name the file, the image and the field.
import { z } from 'zod';
import { closest } from '@/lib/content/rules/problem';

// NFC, so an accented letter typed as letter + combining mark is measured and drawn as one character.
const text = z.string().trim().normalize('NFC').min(1, 'must be non-empty text');

const list = <T extends z.ZodType>(item: T, min: number, max: number, what: string) => {
  const expected = `expected ${min === max ? min : `${min}-${max}`} ${what}`;
  return z.array(item).min(min, expected).max(max, expected);
};

const labelledValue = z.strictObject({ label: text, value: z.number().min(0, 'must be a number >= 0') });

const common = {
  file: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*\.webp$/, 'must look like "1.webp" (lower-case letters, digits and dashes)')
    .refine(
      (f) => f !== 'thumb.webp' && !/-(\d+|narrow)\.webp$/.test(f),
      'must not be thumb.webp or end in -480.webp or -narrow.webp: those names are the thumbnail and the other copies',
    ),
  title: text,
};

const checklist = z.strictObject({ ...common, kind: z.literal('checklist'), items: list(text, 3, 6, 'strings') });

const timeline = z.strictObject({
  ...common,
  kind: z.literal('timeline'),
  steps: list(z.strictObject({ label: text, detail: text }), 3, 6, '{ label, detail } objects'),
});

const split = z
  .strictObject({ ...common, kind: z.literal('split'), parts: list(labelledValue, 2, 4, '{ label, value } objects'), note: text.optional() })
  .superRefine((spec, ctx) => {
    const sum = spec.parts.reduce((total, p) => total + p.value, 0);
    // Shares are rounded, so a point either way still reads as a whole.
    if (Math.abs(sum - 100) > 1) ctx.addIssue({ code: 'custom', path: ['parts'], message: `values sum to ${sum}, expected 100` });
  });

const compare = z.strictObject({
  ...common,
  kind: z.literal('compare'),
  columns: z.tuple([text, text], { error: 'expected 2 headings' }),
  rows: list(z.tuple([text, text], { error: 'expected a ["left", "right"] pair' }), 3, 5, '["left", "right"] pairs'),
});

const bars = z.strictObject({
  ...common,
  kind: z.literal('bars'),
  bars: list(labelledValue, 3, 6, '{ label, value } objects'),
  // Shown after every value, so it stays short ("%", "$", "months"); a longer one would crowd the bars.
  unit: z.string().trim().max(8, 'at most 8 characters').optional(),
  note: text.optional(),
});

const steps = z.strictObject({ ...common, kind: z.literal('steps'), steps: list(text, 3, 5, 'strings') });

const kindSchemas = [checklist, timeline, split, compare, bars, steps] as const;
const KINDS = kindSchemas.map((schema) => schema.shape.kind.value);

const imageSpecSchema = z.discriminatedUnion('kind', kindSchemas, {
  error: (issue) => {
    const input: unknown = issue.input;
    const kind = input && typeof input === 'object' && 'kind' in input ? JSON.stringify(input.kind) : 'missing';
    return `unknown kind ${kind} (expected one of ${KINDS.join(', ')})`;
  },
});

const illustrationFileSchema = z
  .strictObject({ thumbLabel: text, images: z.array(imageSpecSchema).min(1, 'expected at least one image') })
  .superRefine((data, ctx) => {
    const seen = new Set<string>();
    data.images.forEach((img, i) => {
      if (seen.has(img.file)) ctx.addIssue({ code: 'custom', path: ['images', i, 'file'], message: `"${img.file}" is used twice` });
      seen.add(img.file);
    });
  });

export type IllustrationFile = z.infer<typeof illustrationFileSchema>;
export type ImageSpec = IllustrationFile['images'][number];
export type SpecOf<K extends ImageSpec['kind']> = Extract<ImageSpec, { kind: K }>;

/** The value at `path` inside `value`, if there is one. */
const valueAt = (value: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>((at, key) => (at && typeof at === 'object' ? (at as Record<PropertyKey, unknown>)[key] : undefined), value);

/** An entry quoted by its own words, so an editor finds it without counting: ' ("Days of work missed")'. */
function quoted(value: unknown): string {
  if (typeof value !== 'string' || !value.trim()) return '';
  const flat = value.replace(/\s+/g, ' ').trim();
  return ` ("${flat.length > 60 ? `${flat.slice(0, 59)}…` : flat}")`;
}

/**
 * "es/03.json: images.1 (2.webp): items.3 ("Days of work missed")" for a field inside an image, "03.json: thumbLabel"
 * for one outside; `images` (as parsed, possibly invalid) supplies the image's file name when it has one, and the
 * entry's text when the field is one.
 */
export function describeField(fileName: string, path: readonly PropertyKey[], images?: unknown): string {
  const [head, index, ...rest] = path;
  if (head === 'images' && typeof index === 'number') {
    const img: unknown = Array.isArray(images) ? images[index] : undefined;
    const name = img && typeof img === 'object' && 'file' in img && typeof img.file === 'string' ? ` (${img.file})` : '';
    // The file name is already shown, and a kind is a keyword, not an entry.
    const entry = rest[0] === 'file' || rest[0] === 'kind' ? '' : quoted(valueAt(img, rest));
    const field = rest.length ? `: ${rest.map(String).join('.')}${entry}` : '';
    return `${fileName}: images.${index}${name}${field}`;
  }
  return path.length ? `${fileName}: ${path.map(String).join('.')}` : fileName;
}

/** The fields a picture of each kind may have, and the file's own. */
const FIELDS_OF: Record<string, readonly string[]> = Object.fromEntries(kindSchemas.map((schema) => [schema.shape.kind.value, Object.keys(schema.shape)]));
const FILE_FIELDS = ['thumbLabel', 'images'];

/** The problems of an error thrown by parseIllustrationFile, each with its Fix line. */
export const problemLines = (message: string): string[] => message.split(/\n(?! {2}Fix:)/);

/**
 * Parses and validates one illustrations file's JSON text; throws one problem per mistake, each naming `fileName`
 * and the field and ending with a Fix line. A misspelled field is one problem, not a missing one and a stray one.
 */
export function parseIllustrationFile(json: string, fileName: string): IllustrationFile {
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch (err) {
    throw new Error(
      `${fileName}: not valid JSON (${err instanceof Error ? err.message : String(err)})\n  Fix: look for a missing comma, quote or bracket near that place, then run npm run format`,
    );
  }
  const result = illustrationFileSchema.safeParse(data);
  if (result.success) return result.data;
  const images = data && typeof data === 'object' && 'images' in data ? data.images : undefined;
  const docs = 'see docs/content.md, "Pictures", for what each kind needs';
  const renamed = new Set<string>();
  const strays = result.error.issues.flatMap((issue) => {
    if (issue.code !== 'unrecognized_keys') return [];
    const object = valueAt(data, issue.path);
    const kind = object && typeof object === 'object' && 'kind' in object ? String(object.kind) : undefined;
    const allowed = issue.path.length === 0 ? FILE_FIELDS : (FIELDS_OF[kind ?? ''] ?? []);
    return issue.keys.map((key) => {
      const meant = closest(key, allowed);
      if (meant) renamed.add(JSON.stringify([...issue.path, meant]));
      const what = `${issue.path.length ? `a ${kind ?? 'picture'} picture` : 'the file'}`;
      return `${describeField(fileName, issue.path, images)}: "${key}" is not a field of ${what}\n  Fix: ${meant ? `rename it "${meant}"` : `remove it; ${what} has ${allowed.join(', ')}`}`;
    });
  });
  const others = result.error.issues.flatMap((issue) => {
    if (issue.code === 'unrecognized_keys' || renamed.has(JSON.stringify(issue.path))) return [];
    const missing = issue.code === 'invalid_type' && issue.input === undefined;
    return [`${describeField(fileName, issue.path, images)}: ${missing ? 'missing' : issue.message}\n  Fix: ${missing ? `add it; ${docs}` : docs}`];
  });
  throw new Error([...strays, ...others].join('\n'));
}
