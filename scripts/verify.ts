// `npm run verify -- https://www.example.org [--http-port 80]`: checks a live deployment against
// what the build meant it to serve, prints one line per problem and exits 1 if there is any.
// `npm run verify -- https://www.example.org --send-test-lead [--email a@b] [--timeout-seconds 25]`:
// sends one test lead through the contact form instead, prints what EmailJS answered and what to
// do, and exits 1 on anything but delivered (docs/deployment.md, "Launch checklist").
// With `--relay-token TOKEN` (or RELAY_STATUS_TOKEN set), the site check also reads the lead relay's
// GET /status (the relay the forms were built with, or `--relay URL`) and reports leads waiting.
import { SEND_TIMEOUT_MS } from '../lib/limits';
import { verifySite, type Fetcher } from './verify/verify-site';
import { sendTestLead } from './verify/send-test-lead';
import { checkTestLeadEmail, DEFAULT_TEST_LEAD_EMAIL } from './verify/delivery';
import { bundledRelayOrigin } from './verify/checks';
import { checkRelayStatus } from './verify/relay-status';

const fetcher: Fetcher = async (url) => {
  const res = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(15_000) });
  const headers: Record<string, string> = {};
  res.headers.forEach((value, name) => {
    headers[name] = value;
  });
  return { url, status: res.status, headers, body: await res.text() };
};

const args = process.argv.slice(2);
const base = args.find((a) => /^https?:\/\//.test(a));
const option = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const usage =
  'Usage: npm run verify -- https://www.example.org [--http-port 80] [--relay-token TOKEN] [--relay https://relay.example.org]\n       npm run verify -- https://www.example.org --send-test-lead [--email a@b] [--timeout-seconds 25]';
if (!base) {
  console.error(usage);
  process.exit(2);
}

/** One write, and exit once it is flushed: exiting straight after many writes to a pipe loses the last lines. */
const finish = (lines: string[], code: number) => process.stdout.write(`${lines.join('\n')}\n`, () => process.exit(code));
const crash = (error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(2);
};

if (args.includes('--send-test-lead')) {
  // A wrong address is the caller's mistake, said before anything is sent, not a failed delivery.
  const checked = checkTestLeadEmail(args.includes('--email') ? option('--email') : DEFAULT_TEST_LEAD_EMAIL);
  if (!checked.ok) {
    console.error(`${checked.problem}\n${usage}`);
    process.exit(2);
  }
  const seconds = Number(option('--timeout-seconds'));
  sendTestLead(new URL(base).origin, {
    email: checked.email,
    timeoutMs: seconds > 0 ? seconds * 1000 : SEND_TIMEOUT_MS + 5000,
  }).then((report) => finish([report.summary, report.advice], report.outcome === 'delivered' ? 0 : 1), crash);
} else {
  const port = option('--http-port');
  const relayToken = option('--relay-token') ?? process.env.RELAY_STATUS_TOKEN;
  /** The relay's status, when the firm gave its token: a problem line when leads wait. */
  const relayLines = async (): Promise<string[]> => {
    if (!relayToken) return [];
    const relay = option('--relay') ?? bundledRelayOrigin((await fetcher(new URL('/contact/', base).href)).body);
    if (!relay) return ['--relay-token was given, but the site was built without a lead relay and no --relay was given'];
    const report = await checkRelayStatus(new URL(relay).origin, relayToken);
    if (!report.problem) console.log(report.line);
    return report.problem ? [report.line] : [];
  };
  Promise.all([verifySite(base, fetcher, { httpPort: port ? Number(port) : 80 }), relayLines()]).then(([siteProblems, relayProblems]) => {
    const problems = [...siteProblems, ...relayProblems];
    const summary = problems.length ? `${problems.length} problem(s) found on ${base}` : `${base}: every check passed`;
    finish([...problems, summary], problems.length ? 1 : 0);
  }, crash);
}
