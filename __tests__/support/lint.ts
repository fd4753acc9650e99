import { execFileSync } from 'node:child_process';

// Lints fixtures with the project's real ESLint configuration, so a fixture that fails here fails
// `eslint .` too. ESLint loads its configuration with import(), which jest's module system does not
// offer, so the linting runs in a child process.

export type LintFixture = { filePath: string; code: string };
export type LintMessage = { ruleId: string | null; line: number; message: string; fatal?: boolean };

const LINT = `
const { ESLint } = await import('eslint');
const fixtures = JSON.parse(await new Response(process.stdin).text());
const eslint = new ESLint();
const found = [];
for (const { filePath, code } of fixtures) {
  const [result] = await eslint.lintText(code, { filePath });
  found.push(result.messages.map(({ ruleId, line, message, fatal }) => ({ ruleId, line, message, fatal })));
}
process.stdout.write(JSON.stringify(found));
`;

/** Each fixture's messages from the rules named (and any fatal parse error), in order. */
export function lintFixtures(fixtures: LintFixture[], rules: readonly string[]): LintMessage[][] {
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', LINT], { input: JSON.stringify(fixtures), encoding: 'utf8' });
  return (JSON.parse(output) as LintMessage[][]).map((messages) => messages.filter((m) => m.fatal || (m.ruleId !== null && rules.includes(m.ruleId))));
}
