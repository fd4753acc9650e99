import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { z } from 'zod';
import { renderMarkdown } from '@/lib/markdown';
import { formatZodIssues } from '@/lib/content-errors';

const PAGES_DIR = path.join(process.cwd(), 'content', 'pages');

export const legalPageSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(20).max(160),
  updated: z.union([z.string(), z.date()]).transform((v) => (typeof v === 'string' ? v : v.toISOString().slice(0, 10))),
});

export type LegalPageSlug = 'terms' | 'privacy' | 'safety';

export interface LegalPage {
  title: string;
  description: string;
  updated: string;
  html: string;
}

export function loadLegalPage(slug: LegalPageSlug, dir = PAGES_DIR): LegalPage {
  const file = path.join(dir, `${slug}.md`);
  const { data, content } = matter(fs.readFileSync(file, 'utf8'));
  const parsed = legalPageSchema.safeParse(data);
  if (!parsed.success) throw new Error(formatZodIssues(path.relative(process.cwd(), file), parsed.error));
  return { ...parsed.data, html: renderMarkdown(content) };
}
