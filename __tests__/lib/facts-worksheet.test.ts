import path from 'node:path';
import { factsWorksheet, formatWorksheet } from '@/lib/facts-worksheet';
import { DEFAULT_FIRM_STATES } from '@/lib/schemas/config';
import { FACT_FIELDS, loadStateGuides } from '@/lib/state-guides';

// Issue 32: `npm run facts` is the responsible lawyer's worksheet for the firm's states.
const guides = loadStateGuides(DEFAULT_FIRM_STATES, path.join(process.cwd(), 'content', 'states'), path.join(process.cwd(), 'firm', 'facts'));

describe("the lawyer's worksheet", () => {
  const items = factsWorksheet(guides, '2026-11-27');

  it('lists every unstated limit of the configured states, with what is missing from its research notes', () => {
    const unstated = guides.flatMap((g) => FACT_FIELDS.filter((f) => g[f] === null).map((f) => `${g.code} ${f}`));
    expect(unstated.length).toBeGreaterThan(0);
    expect(items.filter((i) => i.status === 'unstated').map((i) => i.where)).toEqual(unstated);
    for (const item of items.filter((i) => i.status === 'unstated')) {
      const [code, field] = item.where.split(' ');
      expect(item.missing).toBe(guides.find((g) => g.code === code)!.askTheFirm[field!]!.trim());
    }
  });

  it('lists every reported item with the pages that report it, and says the law was not read', () => {
    const california = guides.find((g) => g.code === 'CA')!;
    const reported = items.filter((i) => i.where.startsWith('CA reported'));
    expect(reported).toHaveLength(california.reported.length);
    expect(reported[0]).toMatchObject({
      status: 'reported',
      citation: california.reported[0]!.citation,
      open: california.reported[0]!.reporters.map((r) => r.url),
    });
    expect(reported[0]!.missing).toMatch(/^the law's text was not read; /);
  });

  it('lists a stated fact once its check is due, and names the law and the address to open for each', () => {
    const later = factsWorksheet(guides, '2027-12-01').filter((i) => i.status === 'due');
    expect(later.map((i) => i.where)).toContain('CA personalInjury');
    expect(formatWorksheet(later).join('\n')).toContain(`law: ${guides.find((g) => g.code === 'CA')!.personalInjury!.citation}`);
  });

  it("leaves out what the firm's lawyer confirmed", () => {
    const withFirm = loadStateGuides(['CA'], path.join(process.cwd(), 'content', 'states'), path.join(process.cwd(), '__tests__', 'fixtures', 'firm-facts'));
    expect(factsWorksheet(withFirm, '2027-12-01').map((i) => i.where)).not.toContain('CA adultSexualAssault');
  });
});
