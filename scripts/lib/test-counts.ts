// Own code, not a library: no package adds up jest's, Playwright's and our checkers' JSON reports into one line.
// Adds up the JSON reports in reports/ (jest, Playwright, and the checkers of out/: the Nu Html
// Checker, the link checker and the page checks) into one "N passed, N failed" line.
import fs from 'node:fs';

export interface Count {
  passed: number;
  failed: number;
}

/** One file or page a checker looked at, with what it found wrong there. */
export interface CheckerTest {
  name: string;
  failures: string[];
}

/** The parts of jest's --json report that are counted. */
interface JestReport {
  numPassedTests?: number;
  numFailedTests?: number;
  numRuntimeErrorTestSuites?: number;
}

/** The parts of Playwright's JSON reporter output that are counted. */
interface PlaywrightReport {
  stats?: { expected?: number; flaky?: number; unexpected?: number };
  errors?: unknown[];
}

const readJson = <T>(file: string): T | undefined => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
};

/** Reports in reports/ that the checkers write, by the name they go by in the summary. */
export const CHECKER_REPORTS = { 'HTML validation': 'html-validation.json', 'link check': 'links.json', 'page checks': 'pages.json' } as const;

function countJest(report: JestReport | undefined): Count {
  if (!report) return { passed: 0, failed: 0 };
  return { passed: report.numPassedTests ?? 0, failed: (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0) };
}

function countPlaywright(report: PlaywrightReport | undefined): Count {
  if (!report?.stats) return { passed: 0, failed: 0 };
  const s = report.stats;
  return { passed: (s.expected ?? 0) + (s.flaky ?? 0), failed: (s.unexpected ?? 0) + (report.errors?.length ?? 0) };
}

/** A checker report holds one test per file or page; a test passes when it has no failures. */
export function countChecker(report: { tests?: CheckerTest[] } | undefined): Count {
  const tests = Array.isArray(report?.tests) ? report.tests : [];
  const failed = tests.filter((t) => t.failures.length > 0).length;
  return { passed: tests.length - failed, failed };
}

/**
 * What one report in `reportsDir` counts, for its step's line: "N passed, N failed", and the
 * warnings a checker kept (the Nu Html Checker's), which fail nothing but must not go unseen.
 * Undefined when the step wrote no report.
 */
export function reportLine(reportsDir: string, file: string): string | undefined {
  const report = readJson<JestReport & PlaywrightReport & { tests?: (CheckerTest & { warnings?: string[] })[] }>(`${reportsDir}/${file}`);
  if (!report) return undefined;
  const count = file === 'jest.json' ? countJest(report) : /^playwright/.test(file) ? countPlaywright(report) : countChecker(report);
  const tests = Array.isArray(report.tests) ? report.tests : [];
  const warned = tests.some((t) => Array.isArray(t.warnings));
  const warnings = tests.reduce((n, t) => n + (t.warnings?.length ?? 0), 0);
  return `${count.passed} passed, ${count.failed} failed${warned ? `, ${warnings} ${warnings === 1 ? 'warning' : 'warnings'}` : ''}`;
}

export function summarise(reportsDir: string, failedSteps = 0): Count & { jest: Count; pw: Count; checkers: Record<string, Count> } {
  const jest = countJest(readJson(`${reportsDir}/jest.json`));
  // Every Playwright run writes its own report: playwright.json (out/ on the test server) and
  // playwright-<suite>.json for each further suite (the real nginx, a build for other settings).
  const pwReports = fs.existsSync(reportsDir) ? fs.readdirSync(reportsDir).filter((f) => /^playwright(-[a-z-]+)?\.json$/.test(f)) : [];
  const pw = pwReports
    .map((f) => countPlaywright(readJson(`${reportsDir}/${f}`)))
    .reduce((sum, c) => ({ passed: sum.passed + c.passed, failed: sum.failed + c.failed }), { passed: 0, failed: 0 });
  const checkers = Object.fromEntries(
    Object.entries(CHECKER_REPORTS).map(([name, file]) => [name, countChecker(readJson<{ tests?: CheckerTest[] }>(`${reportsDir}/${file}`))]),
  );
  const all = [jest, pw, ...Object.values(checkers)];
  return {
    passed: all.reduce((sum, c) => sum + c.passed, 0),
    failed: all.reduce((sum, c) => sum + c.failed, 0) + failedSteps,
    jest,
    pw,
    checkers,
  };
}
