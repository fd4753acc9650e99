import { caseFormHref } from '@/lib/leads/case-link';
import { ISSUE_TYPES } from '@/content/shared/issue-types';

describe('caseFormHref', () => {
  it('carries the issue’s code in the fragment, which no request sends, never in the query', () => {
    expect(caseFormHref('1')).toBe('/formInput/#i=1');
    expect(caseFormHref('4', 'es')).toBe('/es/formInput/#i=4');
    expect(new URL(caseFormHref('2'), 'https://example.org').search).toBe('');
  });

  it('names no issue type in any link it makes, in either language', () => {
    for (const locale of ['en', 'es'] as const) {
      for (const { code, name } of ISSUE_TYPES) {
        const href = decodeURIComponent(caseFormHref(code, locale));
        for (const word of name.split(' ')) expect(href).not.toContain(word);
      }
    }
  });
});
