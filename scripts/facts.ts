// `npm run facts`: the worksheet of the firm's responsible lawyer, as of the build day (SOURCE_DATE_EPOCH or today),
// for the states the firm serves (NEXT_PUBLIC_FIRM_STATES), or `-- --states CA,NY`: every limit a guide does not
// state, every reported item and every fact due for a new check, with the law to read, the address to open and what
// is missing; then every page fact checked more than 180 days ago, every window that opens or closes within 60 days,
// and every note left to the firm. It validates every guide, firm file and register on the way, so a bad one fails here
// as in the build. `--summary` prints only the counts (the build's last step); `--check` validates and stops.
import { readBuildDate, readFirmStates } from '@/lib/config';
import { factsReport, formatFactsReport } from '@/lib/facts-report';
import { loadPageFacts } from '@/lib/page-facts';
import { loadStateGuides } from '@/lib/state-guides';
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
    console.log(
      args.includes('--summary')
        ? `Legal facts as of ${buildDate}: ${report.unconfirmed} facts of the ${codes.length} configured states not yet confirmed from the law's text (unstated or reported), ${report.due.length} due for a new check, ${report.windows.length} window dates within 60 days, ${report.askTheFirm.length} left to the firm (npm run facts lists them).`
        : formatFactsReport(report, buildDate),
    );
  }
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
