import type { z } from 'zod';

/** "content/blog/09-x.md: images.0.alt: Required" — one line per problem, file and field named. */
export function formatZodIssues(file: string, error: z.ZodError): string {
  const lines = error.issues.map((issue) => `${file}: ${issue.path.join('.') || '(frontmatter)'}: ${issue.message}`);
  return `Invalid content:\n${lines.join('\n')}`;
}
