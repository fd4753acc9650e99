// Adds up the JSON reports in reports/ (jest, Playwright, and the outside checkers: the Nu Html
// Checker and the link checker) into one "N passed, N failed" line.
import fs from 'node:fs';

const readJson = (file) => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
};

/** Reports in reports/ that the checkers write, by the name they go by in the summary. */
export const CHECKER_REPORTS = { 'HTML validation': 'html-validation.json', 'link check': 'links.json' };

function countJest(report) {
  if (!report) return { passed: 0, failed: 0 };
  return { passed: report.numPassedTests ?? 0, failed: (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0) };
}

function countPlaywright(report) {
  if (!report?.stats) return { passed: 0, failed: 0 };
  const s = report.stats;
  return { passed: (s.expected ?? 0) + (s.flaky ?? 0), failed: (s.unexpected ?? 0) + (report.errors?.length ?? 0) };
}

/** A checker report holds one test per file or page; a test passes when it has no failures. */
export function countChecker(report) {
  const tests = Array.isArray(report?.tests) ? report.tests : [];
  const failed = tests.filter((t) => t.failures.length > 0).length;
  return { passed: tests.length - failed, failed };
}

export function summarise(reportsDir, failedSteps = 0) {
  const jest = countJest(readJson(`${reportsDir}/jest.json`));
  const pw = countPlaywright(readJson(`${reportsDir}/playwright.json`));
  const checkers = Object.fromEntries(Object.entries(CHECKER_REPORTS).map(([name, file]) => [name, countChecker(readJson(`${reportsDir}/${file}`))]));
  const all = [jest, pw, ...Object.values(checkers)];
  return {
    passed: all.reduce((sum, c) => sum + c.passed, 0),
    failed: all.reduce((sum, c) => sum + c.failed, 0) + failedSteps,
    jest,
    pw,
    checkers,
  };
}
