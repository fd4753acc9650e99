// `npm run facts`: the worksheet of the firm's responsible lawyer, as of the build day (SOURCE_DATE_EPOCH or today),
// for the states the firm serves (NEXT_PUBLIC_FIRM_STATES), or `-- --states CA,NY`: each fact to confirm in at most
// three lines (what, where to read it, what is missing), then the articles' facts due for a new check, the windows
// that open or close within 60 days, and the articles' points left to the firm. It validates every guide, firm file and
// register on the way, so a bad one fails here as in the build. `--summary` prints only the counts, with the firm's
// confirmations applied (the build's last step); `--check` validates and stops.
import path from 'node:path';
import { readBuildDate, readFirmFactsDir, readFirmStates } from '@/lib/config';
import { factsReport, factsSummary, formatFactsReport } from '@/lib/legal-facts/facts-report';
import { loadPageFacts } from '@/lib/legal-facts/page-facts';
import { loadStateGuides } from '@/lib/legal-facts/state-guides';
import { US_STATE_CODES, type UsStateCode } from '@/lib/schemas/us-states';

const args = process.argv.slice(2);

const isCode = (c: string): c is UsStateCode => (US_STATE_CODES as readonly string[]).includes(c);

/** `--states CA,NY` (or `--check CA NY`): the states named on the command line, else undefined. */
function namedStates(): UsStateCode[] | undefined {
  const listed = args
    .filter((a) => !a.startsWith('--'))
    .flatMap((a) => a.split(','))
    .map((c) => c.trim().toUpperCase())
    .filter(Boolean);
  if (!listed.length) return undefined;
  const unknown = listed.filter((c) => !isCode(c));
  if (unknown.length) throw new Error(`not a two-letter state code: ${unknown.join(' ')} (e.g. npm run facts -- --states CA,NY)`);
  return listed.filter(isCode);
}

try {
  const codes = namedStates() ?? readFirmStates();
  const guides = loadStateGuides(codes);
  const pages = loadPageFacts();
  if (args.includes('--check')) {
    console.log(`ok: ${codes.join(' ')} and content/legal-facts/`);
  } else {
    const buildDate = readBuildDate();
    const report = factsReport(guides, pages, buildDate);
    const firmDir = `${path.relative(process.cwd(), readFirmFactsDir()) || '.'}/`;
    console.log(args.includes('--summary') ? factsSummary(report, buildDate, codes.length, firmDir) : formatFactsReport(report, buildDate));
  }
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
