import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// Every sentence a visitor sees or hears lives in content/, so that an editor, or a translator,
// changes copy in one place. This reads every component and route and fails on words written in
// code: JSX text, and string values of attributes a visitor sees or a screen reader speaks.

const ROOTS = ['app', 'components'];
const SPOKEN_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'alt',
  'title',
  'placeholder',
  'label',
  'legend',
  'submitLabel',
]);
/** Attributes whose values are markup, not words: anything else written as a literal is copy. */
const TECHNICAL_ATTRIBUTES = new Set([
  'className',
  'id',
  'href',
  'src',
  'srcSet',
  'sizes',
  'type',
  'rel',
  'target',
  'role',
  'viewBox',
  'd',
  'fill',
  'stroke',
  'strokeWidth',
  'strokeLinecap',
  'strokeLinejoin',
  'name',
  'autoComplete',
  'inputMode',
  'method',
  'lang',
  'hrefLang',
  'dateTime',
  'popover',
  'popoverTarget',
  'loading',
  'decoding',
  'content',
  'httpEquiv',
  'charSet',
  'xmlns',
  'focusable',
  'htmlFor',
  'dir',
  'variant',
  'headingLevel',
  'idPrefix',
  'path',
  'form',
  'fetchPriority',
  'referrerPolicy',
  'aria-live',
  'aria-hidden',
  'aria-current',
  'aria-controls',
  'aria-labelledby',
  'aria-describedby',
  'aria-haspopup',
  'aria-orientation',
  'tabIndex',
  'key',
  'as',
  'cx',
  'cy',
  'r',
  'x',
  'y',
  'width',
  'height',
  'transform',
  'points',
  'preserveAspectRatio',
  'fillRule',
  'clipRule',
  'describedBy',
  'position',
  'locale',
]);
const WORDS = /[A-Za-z]{2,}/;

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

export function copyInCode(file: string, source: string): string[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const where = (node: ts.Node) => `${file}:${sf.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && WORDS.test(node.text)) found.push(`${where(node)} text "${node.text.trim()}"`);
    const attributeName = ts.isJsxAttribute(node) ? node.name.getText() : '';
    const literalCopy = ts.isJsxAttribute(node) && !TECHNICAL_ATTRIBUTES.has(attributeName) && !attributeName.startsWith('data-');
    if (ts.isJsxAttribute(node) && (SPOKEN_ATTRIBUTES.has(attributeName) || literalCopy) && node.initializer) {
      const init = node.initializer;
      const literal = ts.isStringLiteral(init)
        ? init
        : ts.isJsxExpression(init) && init.expression && (ts.isStringLiteral(init.expression) || ts.isNoSubstitutionTemplateLiteral(init.expression))
          ? init.expression
          : undefined;
      if (literal && WORDS.test(literal.text)) found.push(`${where(node)} ${node.name.getText()}="${literal.text}"`);
    }
    // A template literal in JSX (`${n} (opens in a new tab)`) is copy too.
    const shown = (n: ts.Node) =>
      ts.isJsxElement(n.parent) || ts.isJsxFragment(n.parent) || (ts.isJsxAttribute(n.parent) && SPOKEN_ATTRIBUTES.has(n.parent.name.getText()));
    if (ts.isJsxExpression(node) && node.expression && ts.isTemplateExpression(node.expression) && shown(node)) {
      const parts = [node.expression.head.text, ...node.expression.templateSpans.map((span) => span.literal.text)];
      if (parts.some((part) => WORDS.test(part))) found.push(`${where(node)} template \`${node.expression.getText().slice(1, -1)}\``);
    }
    // Route metadata: a page title or description written in the route file.
    if (
      ts.isPropertyAssignment(node) &&
      ['title', 'description'].includes(node.name.getText()) &&
      (ts.isStringLiteral(node.initializer) || ts.isNoSubstitutionTemplateLiteral(node.initializer)) &&
      WORDS.test(node.initializer.text)
    ) {
      found.push(`${where(node)} ${node.name.getText()}: "${node.initializer.text}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

describe('visitor-facing words live in content/', () => {
  it('finds words written in JSX text, spoken attributes and metadata (the check itself)', () => {
    const sample = [
      "export const metadata = { title: 'Page not found' };",
      'export function X() { return <nav aria-label="Main menu"><img alt="" />Leave this site<b aria-label={copy.x}>{copy.y}</b>{`${n} (new tab)`}{`${a} ${b}`}</nav>; }',
    ].join('\n');
    expect(copyInCode('sample.tsx', sample)).toEqual([
      'sample.tsx:1 title: "Page not found"',
      'sample.tsx:2 aria-label="Main menu"',
      'sample.tsx:2 text "Leave this site"',
      'sample.tsx:2 template `${n} (new tab)`',
    ]);
  });

  it('no component or route writes copy of its own', () => {
    const root = process.cwd();
    const found = ROOTS.flatMap((dir) => files(path.join(root, dir))).flatMap((file) => copyInCode(path.relative(root, file), fs.readFileSync(file, 'utf8')));
    expect(found).toEqual([]);
  });
});
