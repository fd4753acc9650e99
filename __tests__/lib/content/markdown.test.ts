import { escapeHtml, renderMarkdown } from '@/lib/content/markdown';

describe('renderMarkdown', () => {
  it('shows raw HTML as text and gives headings ids', () => {
    const html = renderMarkdown('## Costs and fees\n\n<script>alert(1)</script>\n\nText <b>bold</b>');
    expect(html).toContain('<h2 id="costs-and-fees">');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
  });

  it('marks external links noopener noreferrer', () => {
    expect(renderMarkdown('[x](https://example.org)')).toContain('rel="noopener noreferrer"');
  });

  it('fails on a figure marker without an image', () => {
    expect(() => renderMarkdown('[[figure:1]]')).toThrow('[[figure:1]] has no matching image');
  });

  it('takes a heading id from its words, not from its markup or punctuation', () => {
    expect(renderMarkdown('## What *is* a "fee"?')).toContain('<h2 id="what-is-a-fee">');
    // An apostrophe is dropped, never spelled out as the entity the heading's HTML carries.
    expect(renderMarkdown("## Workers' compensation")).toContain('<h2 id="workers-compensation">Workers&#39; compensation</h2>');
  });

  it('folds accents into ASCII ids, so Spanish headings keep readable anchors', () => {
    expect(renderMarkdown('## ¿Qué pasa con su información?')).toContain('<h2 id="que-pasa-con-su-informacion">');
    expect(renderMarkdown('## Año y niño')).toContain('<h2 id="ano-y-nino">');
  });

  it('gives a repeated heading a numbered id, so every id on a page is unique', () => {
    const html = renderMarkdown('## Next steps\n\nA.\n\n## Next steps\n\nB.\n\n### Next steps');
    expect([...html.matchAll(/id="([^"]+)"/g)].map((m) => m[1])).toEqual(['next-steps', 'next-steps-1', 'next-steps-2']);
  });

  it('starts the numbering again in each document', () => {
    renderMarkdown('## Next steps');
    expect(renderMarkdown('## Next steps')).toContain('<h2 id="next-steps">');
  });

  it('keeps a fixed id written after a heading, and drops the marker from the text', () => {
    expect(renderMarkdown('## Adónde va su mensaje {#where-your-message-goes}')).toBe('<h2 id="where-your-message-goes">Adónde va su mensaje</h2>\n');
  });

  it('fails when a fixed id is already taken on the page', () => {
    expect(() => renderMarkdown('## Where your message goes\n\n## Adónde va {#where-your-message-goes}')).toThrow(
      'the heading id "where-your-message-goes" is used twice',
    );
  });
});

describe('escapeHtml', () => {
  it('escapes every character that could end a text node or an attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });
});
