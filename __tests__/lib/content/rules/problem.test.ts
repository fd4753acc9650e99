import { blocksOf, bodyStartLine, formatProblem } from '@/lib/content/rules/problem';

describe('content problems', () => {
  it('print as two plain lines: where and what, then how to fix it', () => {
    expect(formatProblem({ file: 'content/blog/30-x.md', at: 'line 4', problem: 'too short', fix: 'add words' })).toBe(
      'content/blog/30-x.md: line 4: too short\n  Fix: add words',
    );
    expect(formatProblem({ file: 'content/es/*.ts', at: '', problem: 'bad', fix: 'mend' })).toBe('content/es/*.ts: bad\n  Fix: mend');
  });

  it('carry the line of the file each block starts on, after the frontmatter', () => {
    const file = '---\ntitle: x\n---\n\nFirst.\n\n- a\n- b\n';
    const body = '\nFirst.\n\n- a\n- b\n';
    expect(bodyStartLine(file, body)).toBe(4);
    expect(blocksOf(body, bodyStartLine(file, body))).toEqual([
      { text: 'First.', line: 5 },
      { text: '- a\n- b', line: 7 },
    ]);
  });
});
