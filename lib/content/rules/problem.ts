/** One thing an editor must change: the file, where in it (a line or a field), what is wrong and how to fix it. */
export interface ContentProblem {
  file: string;
  /** "line 42", "images.1.alt", or "" when the whole file is meant. */
  at: string;
  problem: string;
  fix: string;
}

/**
 * Two plain lines an editor can act on, with no stack trace: "file: line 4: what is wrong" and "  Fix: how", named
 * like the loaders' own problems ("file: field: what is wrong").
 */
export function formatProblem({ file, at, problem, fix }: ContentProblem): string {
  return `${file}: ${at ? `${at}: ` : ''}${problem}\n  Fix: ${fix}`;
}

/** The sentence of `text` that `pattern` matches (or the text's start), for quoting. */
export const sentenceWith = (text: string, pattern: RegExp): string => text.split(/(?<=[.!?])\s+/).find((sentence) => pattern.test(sentence)) ?? text;

/** A block of Markdown (a paragraph, a list, a heading) with the line of the file it starts on. */
export interface Block {
  text: string;
  line: number;
}

/**
 * The blocks of a Markdown body, split at blank lines. `firstLine` is the line of the file the body starts on,
 * so every block carries the line number an editor sees in their editor.
 */
export function blocksOf(body: string, firstLine = 1): Block[] {
  const blocks: Block[] = [];
  let current: string[] = [];
  let start = firstLine;
  body.split('\n').forEach((line, i) => {
    if (line.trim() === '') {
      if (current.length) blocks.push({ text: current.join('\n'), line: start });
      current = [];
      return;
    }
    if (!current.length) start = firstLine + i;
    current.push(line);
  });
  if (current.length) blocks.push({ text: current.join('\n'), line: start });
  return blocks;
}

/** The line of the file a Markdown body starts on, after its frontmatter. */
export const bodyStartLine = (file: string, body: string): number => file.split('\n').length - body.split('\n').length + 1;

/** A Markdown file as the rules read it: its path, its body and where the body starts. */
export interface MarkdownDoc {
  file: string;
  body: string;
  firstLine: number;
}

/** A short quotation of an offending text, so the editor can search for it. */
export const quote = (text: string, max = 70): string => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return `"${flat.length > max ? `${flat.slice(0, max - 1)}…` : flat}"`;
};

/** The closest of `names` to a misspelled one, when it is a letter or two away ("titel" -> "title"). */
export function closest(name: string, names: readonly string[]): string | undefined {
  const distance = (a: string, b: string): number => {
    const row = Array.from({ length: b.length + 1 }, (_, i) => i);
    for (let i = 1; i <= a.length; i++) {
      let previous = row[0] ?? 0;
      row[0] = i;
      for (let j = 1; j <= b.length; j++) {
        const current = row[j] ?? 0;
        row[j] = Math.min(current + 1, (row[j - 1] ?? 0) + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
        previous = current;
      }
    }
    return row[b.length] ?? Infinity;
  };
  return names.find((candidate) => distance(name.toLowerCase(), candidate.toLowerCase()) <= 2);
}
