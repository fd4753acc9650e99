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
  const lines = error.issues.map((issue) => `${file}: ${issue.path.join('.') || '(frontmatter)'}${entryOf(value, issue.path)}: ${issue.message}`);
  return `Invalid content:\n${lines.join('\n')}`;
}
