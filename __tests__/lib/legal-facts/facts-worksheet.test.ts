import path from 'node:path';
import { factsWorksheet, formatWorksheet } from '@/lib/legal-facts/facts-worksheet';
import { DEFAULT_FIRM_STATES } from '@/lib/schemas/config';
import { FACT_FIELDS, loadStateGuides } from '@/lib/legal-facts/state-guides';

// Issue 32: `npm run facts` is the responsible lawyer's worksheet for the firm's states.
const guides = loadStateGuides(DEFAULT_FIRM_STATES, path.join(process.cwd(), 'content', 'states'), path.join(process.cwd(), 'firm', 'facts'));

describe("the lawyer's worksheet", () => {
  const items = factsWorksheet(guides, '2026-11-27');
  const printed = formatWorksheet(items);

  it('lists every unstated limit of the configured states, with the law that governs it and its address', () => {
    const unstated = guides.flatMap((g) => FACT_FIELDS.filter((f) => g[f] === null).map((f) => `${g.code} ${f}`));
    expect(unstated.length).toBeGreaterThan(0);
    expect(items.filter((i) => i.status === 'unstated').map((i) => i.where)).toEqual(unstated);
    const northCarolina = items.find((i) => i.where === 'NC personalInjury')!;
    expect(northCarolina.confirm).toContain('N.C. Gen. Stat. § 1-52');
    expect(northCarolina.read).toEqual([guides.find((g) => g.code === 'NC')!.governingLaw.personalInjury!.url]);
  });

  it('lists every reported item with the pages that report it, and says only a report stands behind it', () => {
    const california = guides.find((g) => g.code === 'CA')!;
    const reported = items.filter((i) => i.where.startsWith('CA reported'));
    expect(reported).toHaveLength(california.reported.length);
    expect(reported[0]!.read).toEqual(expect.arrayContaining(california.reported[0]!.reporters.map((r) => r.url)));
    expect(reported[0]!.missing).toMatch(/^the law's text: only reported, by /);
  });

  it('gives each item in at most three lines, with none of the research notes, which stay in the content file', () => {
    const blocks = printed.join('\n').split(/\n(?= {2}- )/);
    expect(blocks).toHaveLength(items.length);
    for (const block of blocks) expect(block.split('\n').length).toBeLessThanOrEqual(3);
    const notes = guides.flatMap((g) => Object.values(g.askTheFirm)).filter((n) => n.length > 60);
    for (const note of notes) expect(printed.join('\n')).not.toContain(note.slice(0, 60));
    expect(printed.join('\n')).not.toMatch(/issue \d+/i);
    expect(items.find((i) => i.where === 'CA revivalWindows')!.missing).toContain('content/states/ca.json, askTheFirm.revivalWindows');
  });

  it('lists a stated fact once its check is due, by the one rule of lib/legal-facts/fact-recheck.ts', () => {
    const later = factsWorksheet(guides, '2027-12-01').find((i) => i.where === 'NY adultSexualAssault')!;
    expect(later.missing).toMatch(/a new check: last checked \d{4}-\d\d-\d\d, \d+ days before the build/);
  });

  it("leaves out what the firm's lawyer confirmed, with the point it answered, until it comes due", () => {
    const withFirm = loadStateGuides(['CA'], path.join(process.cwd(), 'content', 'states'), path.join(process.cwd(), '__tests__', 'fixtures', 'firm-facts'));
    expect(factsWorksheet(withFirm, '2027-03-01').map((i) => i.where)).not.toContain('CA adultSexualAssault');
    expect(factsWorksheet(withFirm, '2027-12-01').find((i) => i.where === 'CA adultSexualAssault')).toMatchObject({
      status: 'due',
      missing: 'a new check: last checked 2027-01-10, 325 days before the build (over 180)',
    });
  });
});
