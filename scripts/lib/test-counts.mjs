// Adds up jest's and Playwright's JSON reports into one "N passed, N failed" line.
import fs from 'node:fs';

const readJson = (file) => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
};

export function countJest(report) {
  if (!report) return { passed: 0, failed: 0 };
  return { passed: report.numPassedTests ?? 0, failed: (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0) };
}

export function countPlaywright(report) {
  if (!report?.stats) return { passed: 0, failed: 0 };
  const s = report.stats;
  return { passed: (s.expected ?? 0) + (s.flaky ?? 0), failed: (s.unexpected ?? 0) + (report.errors?.length ?? 0) };
}

export function summarise(reportsDir, failedSteps = 0) {
  const jest = countJest(readJson(`${reportsDir}/jest.json`));
  const pw = countPlaywright(readJson(`${reportsDir}/playwright.json`));
  return { passed: jest.passed + pw.passed, failed: jest.failed + pw.failed + failedSteps, jest, pw };
}
