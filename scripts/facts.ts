// `npm run facts`: the legal facts that need a person, as of the build day (SOURCE_DATE_EPOCH or today): every
// fact checked more than 180 days ago, every window that opens or closes within 60 days, and every fact left to the
// firm, per state and page. It validates every guide and register on the way, so a bad one fails here as in the
// build. `--summary` prints only the counts (the build's last step); `--check CA NY` validates those guides only.
import fs from 'node:fs';
import path from 'node:path';
import { readBuildDate } from '@/lib/config';
import { factsReport, formatFactsReport } from '@/lib/facts-report';
import { loadPageFacts } from '@/lib/page-facts';
import { loadStateGuides } from '@/lib/state-guides';
import { US_STATE_CODES, type UsStateCode } from '@/lib/schemas/us-states';

const args = process.argv.slice(2);
const named = args.filter((a) => !a.startsWith('--')).map((a) => a.toUpperCase());
const codes = (named.length ? named : US_STATE_CODES.filter((c) => fs.existsSync(path.join('content', 'states', `${c.toLowerCase()}.json`)))) as UsStateCode[];

try {
  const guides = loadStateGuides(codes);
  const pages = loadPageFacts();
  if (args.includes('--check')) {
    console.log(`ok: ${codes.join(' ')} and content/legal-facts/`);
  } else {
    const buildDate = readBuildDate();
    const report = factsReport(guides, pages, buildDate);
    console.log(
      args.includes('--summary')
        ? `Legal facts as of ${buildDate}: ${report.due.length} due for a new check, ${report.windows.length} window dates within 60 days, ${report.askTheFirm.length} left to the firm (npm run facts lists them).`
        : formatFactsReport(report, buildDate),
    );
  }
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
