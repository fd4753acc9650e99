import { lintFixtures } from '../support/lint';

// The folders' import rules, proved through the project's real ESLint configuration.

const lint = (fixtures: { filePath: string; code: string }[]) =>
  lintFixtures(fixtures, ['no-restricted-imports']).map((messages) => messages.map((m) => m.message));

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
