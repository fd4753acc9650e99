import fs from 'node:fs';
import path from 'node:path';
import { ContentError } from '@/lib/content/content-errors';
import { readJsonContent } from '@/lib/content/json-content';
import { legalFactProblems } from '@/lib/legal-facts/legal-text';
import { pageFactsSchema, type PageFacts } from '@/lib/schemas/page-facts';

const PAGE_FACTS_DIR = path.join(process.cwd(), 'content', 'legal-facts');

/** Every register in content/legal-facts/, validated; a bad one stops the build naming file and field. */
export function loadPageFacts(dir = PAGE_FACTS_DIR): PageFacts[] {
  const problems: string[] = [];
  const registers: PageFacts[] = [];
  for (const name of fs
    .readdirSync(dir)
    .filter((n) => n.endsWith('.json'))
    .sort()) {
    const file = path.relative(process.cwd(), path.join(dir, name));
    const data = readJsonContent(file, path.join(dir, name), pageFactsSchema, problems);
    if (!data) continue;
    if (`${data.page}.json` !== name) problems.push(`${file}: page: says ${data.page}, but the file is named ${name}`);
    data.facts.forEach((fact, i) => problems.push(...legalFactProblems(fact).map((p) => `${file}: facts.${i}.${p}`)));
    registers.push(data);
  }
  if (problems.length > 0) throw new ContentError(problems);
  return registers;
}

let cache: PageFacts[] | undefined;
/** The register of one page ("article-17", "faq"), or undefined when the page states no legal fact. */
export function pageFactsFor(page: string): PageFacts | undefined {
  return (cache ??= loadPageFacts()).find((r) => r.page === page);
}
