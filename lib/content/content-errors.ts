import type { z } from 'zod';

/** For a list of entries with ids, which entry a problem is in, so the editor need not count. */
function entryOf(value: unknown, path: readonly PropertyKey[]): string {
  const [index] = path;
  if (typeof index !== 'number' || !Array.isArray(value)) return '';
  const entry: unknown = value[index];
  if (entry && typeof entry === 'object' && 'id' in entry && typeof entry.id === 'string') return ` (entry "${entry.id}")`;
  return '';
}

/**
 * "content/blog/09-x.md: images.0.alt: Required" or "content/reviews.ts: 3.consent (entry "ana-r"): ...":
 * one line per problem, file and field named.
 */
export function formatZodIssues(file: string, error: z.ZodError, value?: unknown): string {
  const whole = file.endsWith('.md') ? '(frontmatter)' : '(top level)';
  const lines = error.issues.map((issue) => `${file}: ${issue.path.join('.') || whole}${entryOf(value, issue.path)}: ${issue.message}`);
  return `Invalid content:\n${lines.join('\n')}`;
}

/**
 * A problem in content/ that an editor must fix, not a bug in the code: its stack is its message alone, so
 * `next build`, which prints an error's stack, shows each problem as the plain line that names the file, the field
 * and what to do, with no trace of the loader that found it.
 */
export class ContentError extends Error {
  constructor(problems: string | readonly string[]) {
    super(typeof problems === 'string' ? problems : `Invalid content:\n${problems.join('\n')}`);
    this.name = 'ContentError';
    this.stack = this.message;
  }
}

/** Validates one content module when the site builds; a bad field fails the build, named. */
export function validateContent<T extends z.ZodType>(file: string, schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw new ContentError(formatZodIssues(file, result.error, value));
  return result.data;
}

/** The words a dictionary gives for one shared entry (a review, a crisis line); a missing one fails the build, named. */
export function wordsFor<T>(file: string, words: Readonly<Record<string, T>>, id: string): T {
  const found = words[id];
  if (found === undefined) throw new ContentError([`${file}: no words for "${id}"`]);
  return found;
}
