import { lintFixtures, type LintFixture } from '../support/lint';

// The rule is proved through the project's real ESLint configuration, so a fixture that fails
// here fails `eslint .` too, and a file outside app/ and components/ is shown to be left alone.

type Fixture = LintFixture;
type Found = { line: number; message: string };

function lint(fixtures: Fixture[]): Found[][] {
  return lintFixtures(fixtures, ['local/no-visitor-copy']).map((messages) => messages.map(({ line, message }) => ({ line, message })));
}

const copyInCode: Fixture[] = [
  { filePath: 'components/sample/text.tsx', code: 'export function A() {\n  return <p>Leave this site</p>;\n}\n' },
  { filePath: 'components/sample/spoken.tsx', code: 'export function A() {\n  return <nav aria-label="Main menu" />;\n}\n' },
  { filePath: 'components/sample/alt.tsx', code: 'export function A() {\n  return <img alt="A lawyer at her desk" src="/a.webp" />;\n}\n' },
  { filePath: 'components/sample/placeholder.tsx', code: "export function A() {\n  return <input placeholder={'Your name'} />;\n}\n" },
  {
    filePath: 'components/sample/any-attribute.tsx',
    code: 'const B = (p: { caption: string }) => p.caption;\nexport const A = () => <B caption="Send it" />;\n',
  },
  {
    filePath: 'components/sample/branches.tsx',
    code: "export const A = ({ open }: { open: boolean }) => <button aria-label={open ? 'Close menu' : 'Open menu'} />;\n",
  },
  { filePath: 'components/sample/template.tsx', code: 'export const A = ({ n }: { n: string }) => <a href="/x/">{`${n} (opens in a new tab)`}</a>;\n' },
  { filePath: 'components/sample/spoken-template.tsx', code: 'export const A = ({ n }: { n: number }) => <span title={`${n} reviews`} />;\n' },
  { filePath: 'components/sample/string-child.tsx', code: "export const A = () => <p>{'Call us'}</p>;\n" },
  { filePath: 'app/sample/page.tsx', code: "export const metadata = { title: 'Page not found' };\nexport default function Page() {\n  return null;\n}\n" },
  { filePath: 'app/sample/meta.ts', code: 'export const meta = { description: `Free consultations for survivors` };\n' },
];

const notCopy: Fixture[] = [
  {
    filePath: 'components/sample/from-content.tsx',
    code: [
      "const copy = { x: '', y: '' };",
      'export const A = ({ a, b, n }: { a: string; b: string; n: number }) => (',
      '  <nav className="flex gap-2" aria-label={copy.x} data-quick-exit="leave now">',
      '    <a href="/about/" rel="noopener noreferrer" target="_blank">{copy.y}</a>',
      '    <img alt="" src="/a.webp" />',
      "    {`${a} ${b}`} {'★'} {n} / {n}: - ·",
      '  </nav>',
      ');',
      '',
    ].join('\n'),
  },
  // content/ is where words belong; the rule does not look there.
  { filePath: 'content/sample.ts', code: "export const sample = { title: 'Contact us', description: 'We answer within a day' };\n" },
];

describe('local/no-visitor-copy, as configured in eslint.config.mjs', () => {
  let found: Found[][] = [];
  let clean: Found[][] = [];
  beforeAll(() => {
    const all = lint([...copyInCode, ...notCopy]);
    found = all.slice(0, copyInCode.length);
    clean = all.slice(copyInCode.length);
  }, 120_000);

  it('fails on words written in components and routes, naming the words and the line', () => {
    expect(found).toEqual([
      [{ line: 2, message: 'Words in JSX ("Leave this site"): move them to content/ and read them from there.' }],
      [{ line: 2, message: 'Words in the aria-label attribute ("Main menu"): move them to content/ and read them from there.' }],
      [{ line: 2, message: 'Words in the alt attribute ("A lawyer at her desk"): move them to content/ and read them from there.' }],
      [{ line: 2, message: 'Words in the placeholder attribute ("Your name"): move them to content/ and read them from there.' }],
      [{ line: 2, message: 'Words in the caption attribute ("Send it"): move them to content/ and read them from there.' }],
      [
        { line: 1, message: 'Words in the aria-label attribute ("Close menu"): move them to content/ and read them from there.' },
        { line: 1, message: 'Words in the aria-label attribute ("Open menu"): move them to content/ and read them from there.' },
      ],
      [{ line: 1, message: 'A template with words (`${n} (opens in a new tab)`) is shown to visitors: build it from a content/ template.' }],
      [{ line: 1, message: 'A template with words (`${n} reviews`) is shown to visitors: build it from a content/ template.' }],
      [{ line: 1, message: 'Words in JSX ("Call us"): move them to content/ and read them from there.' }],
      [{ line: 1, message: 'A page title written in code ("Page not found"): take it from content/.' }],
      [{ line: 1, message: 'A page description written in code ("Free consultations for survivors"): take it from content/.' }],
    ]);
  });

  it('passes markup, words read from content/, symbols and files outside app/ and components/', () => {
    expect(clean).toEqual([[], []]);
  });
});
