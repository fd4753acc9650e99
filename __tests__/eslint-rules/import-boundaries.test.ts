import { execFileSync } from 'node:child_process';

// The folders' import rules, proved through the project's real ESLint configuration (in a child
// process, since ESLint loads its configuration with import(), which jest does not offer).

type Fixture = { filePath: string; code: string };

const LINT = `
const { ESLint } = await import('eslint');
const fixtures = JSON.parse(await new Response(process.stdin).text());
const eslint = new ESLint();
const found = [];
for (const { filePath, code } of fixtures) {
  const [result] = await eslint.lintText(code, { filePath });
  found.push(result.messages.filter((m) => m.ruleId === 'no-restricted-imports' || m.fatal).map((m) => m.message));
}
process.stdout.write(JSON.stringify(found));
`;

function lint(fixtures: Fixture[]): string[][] {
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', LINT], { input: JSON.stringify(fixtures), encoding: 'utf8' });
  return JSON.parse(output) as string[][];
}

const use = (name: string) => `\nexport const used = ${name};\n`;

test('lib/ imports neither components/ nor scripts/, and browser code no build-time module', () => {
  const [toComponents, toScripts, browserReadsFiles, browserReadsGuides, formReadsSettings, typeOnly, buildSide, routeSide, plain] = lint([
    { filePath: 'lib/content/sample.ts', code: `import { ContactForm } from '@/components/forms/contact-form';${use('ContactForm')}` },
    { filePath: 'lib/site/sample.ts', code: `import { checkContent } from '../../scripts/lib/content-check';${use('checkContent')}` },
    { filePath: 'lib/islands/sample.ts', code: `import fs from 'node:fs';${use('fs')}` },
    { filePath: 'lib/leads/sample.ts', code: `import { loadStateGuides } from '@/lib/legal-facts/state-guides';${use('loadStateGuides')}` },
    { filePath: 'components/forms/sample.tsx', code: `import { readSiteConfig } from '@/lib/config';${use('readSiteConfig')}` },
    { filePath: 'lib/leads/sample.ts', code: `import type { SiteConfig } from '@/lib/config';\nexport type Used = SiteConfig;\n` },
    { filePath: 'lib/leads/form-settings.ts', code: `import { readSiteConfig } from '@/lib/config';${use('readSiteConfig')}` },
    { filePath: 'components/forms/sample-route.tsx', code: `import { readSiteConfig } from '@/lib/config';${use('readSiteConfig')}` },
    { filePath: 'lib/content/sample.ts', code: `import { copyFor } from '@/lib/content/copy';${use('copyFor')}` },
  ]);
  expect(toComponents).toEqual([expect.stringContaining('lib/ imports nothing from components/')]);
  expect(toScripts).toEqual([expect.stringContaining('lib/ imports nothing from scripts/')]);
  for (const found of [browserReadsFiles, browserReadsGuides, formReadsSettings])
    expect(found).toEqual([expect.stringContaining('Browser code imports no build-time module')]);
  for (const found of [typeOnly, buildSide, routeSide, plain]) expect(found).toEqual([]);
});
