import { fillTemplate } from '@/lib/text';

describe('fillTemplate', () => {
  it('fills every placeholder, wherever the sentence puts it', () => {
    expect(fillTemplate('Page {page} of {total}', { page: 2, total: 3 })).toBe('Page 2 of 3');
    expect(fillTemplate('Página {page} de {total}', { total: 3, page: 1 })).toBe('Página 1 de 3');
  });
  it('leaves a placeholder it has no value for, so a mistake shows instead of vanishing', () => {
    expect(fillTemplate('{label} is required!', {})).toBe('{label} is required!');
  });
});
