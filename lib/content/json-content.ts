import fs from 'node:fs';
import type { z } from 'zod';
import { formatZodIssues } from '@/lib/content/content-errors';

// Apart from lib/content/content-errors.ts, which the forms and the relay bundle for browsers and Workers, where there is
// no file system.
/**
 * Reads one JSON content file and validates it: its data, or undefined with the problem (not JSON, or each field
 * that fails the schema) added to `problems`, named by `file`, so a loader can report every file at once.
 */
export function readJsonContent<T extends z.ZodType>(file: string, absolute: string, schema: T, problems: string[]): z.infer<T> | undefined {
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(absolute, 'utf8'));
  } catch (error) {
    problems.push(`${file}: not valid JSON (${(error as Error).message})`);
    return undefined;
  }
  const result = schema.safeParse(raw);
  if (!result.success) {
    problems.push(formatZodIssues(file, result.error).replace(/^Invalid content:\n/, ''));
    return undefined;
  }
  return result.data;
}
