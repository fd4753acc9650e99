// Every sentence a visitor sees or hears lives in content/, so that an editor or a translator
// changes copy in one place. This rule fails on words written in a component or route: JSX text,
// string values of attributes a visitor sees or a screen reader speaks (and of any attribute not
// known to hold markup), template literals shown as text, and page titles and descriptions.

/** Attributes read out or shown: a template literal with words is copy here too. */
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
  'scope',
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
  'islands',
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

/** Two letters in a row: a word, as opposed to punctuation, a symbol or a number. */
const WORDS = /[A-Za-z]{2,}/;
/** Route metadata a search engine or a tab shows. */
const METADATA_KEYS = new Set(['title', 'description']);

const attributeName = (node) => (node.name.type === 'JSXNamespacedName' ? `${node.name.namespace.name}:${node.name.name.name}` : node.name.name);

/** The fixed text of a string or a template literal without substitutions, else undefined. */
function fixedText(node) {
  if (node?.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node?.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0].value.cooked ?? '';
  return undefined;
}

/** Every fixed text an expression can evaluate to directly (`open ? 'Close' : 'Open'`, `a ?? 'x'`). */
function fixedTexts(node) {
  if (!node) return [];
  if (node.type === 'ConditionalExpression') return [...fixedTexts(node.consequent), ...fixedTexts(node.alternate)];
  if (node.type === 'LogicalExpression') return [...fixedTexts(node.left), ...fixedTexts(node.right)];
  const text = fixedText(node);
  return text === undefined ? [] : [{ node, text }];
}

const templateHasWords = (node) => node.type === 'TemplateLiteral' && node.expressions.length > 0 && node.quasis.some((q) => WORDS.test(q.value.cooked ?? ''));

const shortened = (text) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 60 ? `${flat.slice(0, 57)}...` : flat;
};

/** @type {import('eslint').Rule.RuleModule} */
const noVisitorCopy = {
  meta: {
    type: 'problem',
    docs: { description: 'Visitor-facing words live in content/, never in a component or route file' },
    schema: [],
    messages: {
      text: 'Words in JSX ("{{text}}"): move them to content/ and read them from there.',
      attribute: 'Words in the {{name}} attribute ("{{text}}"): move them to content/ and read them from there.',
      template: 'A template with words ({{text}}) is shown to visitors: build it from a content/ template.',
      metadata: 'A page {{name}} written in code ("{{text}}"): take it from content/.',
    },
  },
  create(context) {
    const report = (node, messageId, data) => context.report({ node, messageId, data: { ...data, text: shortened(data.text) } });
    return {
      JSXText(node) {
        if (WORDS.test(node.value)) report(node, 'text', { text: node.value });
      },
      JSXAttribute(node) {
        const name = attributeName(node);
        if (!node.value || name.startsWith('data-')) return;
        const spoken = SPOKEN_ATTRIBUTES.has(name);
        if (!spoken && TECHNICAL_ATTRIBUTES.has(name)) return;
        const expression = node.value.type === 'JSXExpressionContainer' ? node.value.expression : node.value;
        for (const literal of fixedTexts(expression)) if (WORDS.test(literal.text)) report(literal.node, 'attribute', { name, text: literal.text });
        if (spoken && templateHasWords(expression)) report(expression, 'template', { text: context.sourceCode.getText(expression) });
      },
      // Text written as an expression between tags: {'Leave'} or {`${n} (opens in a new tab)`}.
      JSXExpressionContainer(node) {
        if (node.parent.type !== 'JSXElement' && node.parent.type !== 'JSXFragment') return;
        const { expression } = node;
        if (templateHasWords(expression)) report(expression, 'template', { text: context.sourceCode.getText(expression) });
        for (const literal of fixedTexts(expression)) if (WORDS.test(literal.text)) report(literal.node, 'text', { text: literal.text });
      },
      Property(node) {
        const key = node.key.type === 'Identifier' && !node.computed ? node.key.name : fixedText(node.key);
        if (!METADATA_KEYS.has(key)) return;
        const text = fixedText(node.value);
        if (text !== undefined && WORDS.test(text)) report(node.value, 'metadata', { name: key, text });
      },
    };
  },
};

/** The local plugin eslint.config.mjs registers as `local`. */
const plugin = { meta: { name: 'local' }, rules: { 'no-visitor-copy': noVisitorCopy } };

export default plugin;
