// `npm run verify -- https://www.example.org [--http-port 80]`: checks a live deployment against
// what the build meant it to serve, prints one line per problem and exits 1 if there is any.
import { verifySite, type Fetcher } from './verify/verify-site';

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
const portAt = args.indexOf('--http-port');
if (!base) {
  console.error('Usage: npm run verify -- https://www.example.org [--http-port 80]');
  process.exit(2);
}

verifySite(base, fetcher, { httpPort: portAt >= 0 ? Number(args[portAt + 1]) : 80 }).then(
  (problems) => {
    const summary = problems.length ? `${problems.length} problem(s) found on ${base}` : `${base}: every check passed`;
    // One write, and exit once it is flushed: exiting straight after many writes to a pipe loses the last lines.
    process.stdout.write(`${[...problems, summary].join('\n')}\n`, () => process.exit(problems.length ? 1 : 0));
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(2);
  },
);
