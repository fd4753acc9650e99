import { z } from 'zod';
import { ContentError, validateContent } from '@/lib/content/content-errors';

describe('a content error', () => {
  it('prints as the plain lines that name each problem, with no stack trace', () => {
    const error = new ContentError(['content/blog/22-x.md: body: 589 words, an article needs 700 to 1400; add at least 111']);
    expect(error.stack).toBe('Invalid content:\ncontent/blog/22-x.md: body: 589 words, an article needs 700 to 1400; add at least 111');
    expect(error.stack).not.toMatch(/\n\s+at /);
  });

  it('is what a content module that fails its schema throws, naming file and field', () => {
    const run = () => validateContent('content/en/x.ts', z.object({ title: z.string() }), { title: 3 });
    expect(run).toThrow(ContentError);
    expect(run).toThrow(/^Invalid content:\ncontent\/en\/x\.ts: title: /);
  });
});
