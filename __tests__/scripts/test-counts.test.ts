import fs from 'node:fs';
import path from 'node:path';
import { CHECKER_REPORTS, countChecker, reportLine, summarise } from '@/scripts/lib/test-counts';
import { tempDir } from '../support/temp-dir';

describe('countChecker', () => {
  it('counts a file or page as failed when the checker found anything wrong there', () => {
    const report = {
      tests: [
        { name: 'out/index.html', failures: ['figcaption inside div'] },
        { name: 'out/about/index.html', failures: [] },
      ],
    };
    expect(countChecker(report)).toEqual({ passed: 1, failed: 1 });
  });
  it('counts nothing for a checker that wrote no report', () => {
    expect(countChecker(undefined)).toEqual({ passed: 0, failed: 0 });
  });
});

describe('summarise', () => {
  it('adds jest, Playwright, every checker and failed steps into one line', () => {
    const dir = tempDir('reports-');
    const write = (file: string, data: unknown) => fs.writeFileSync(path.join(dir, file), JSON.stringify(data));
    write('jest.json', { numPassedTests: 10, numFailedTests: 1, numRuntimeErrorTestSuites: 0 });
    write('playwright.json', { stats: { expected: 20, flaky: 0, unexpected: 2 }, errors: [] });
    write(CHECKER_REPORTS['HTML validation']!, {
      tests: [
        { name: 'a', failures: [] },
        { name: 'b', failures: ['x'] },
      ],
    });
    write(CHECKER_REPORTS['link check']!, { tests: [{ name: '/', failures: [] }] });
    write(CHECKER_REPORTS['page checks']!, {
      tests: [
        { name: '/', failures: [] },
        { name: 'site: robots.txt', failures: ['no sitemap'] },
      ],
    });
    const s = summarise(dir, 1);
    expect(s.checkers).toEqual({
      'HTML validation': { passed: 1, failed: 1 },
      'link check': { passed: 1, failed: 0 },
      'page checks': { passed: 1, failed: 1 },
    });
    expect([s.passed, s.failed]).toEqual([33, 6]);
  });

  it('adds every Playwright suite that wrote a report, such as the one run against nginx', () => {
    const dir = tempDir('reports-');
    const write = (file: string, data: unknown) => fs.writeFileSync(path.join(dir, file), JSON.stringify(data));
    write('playwright.json', { stats: { expected: 20, flaky: 0, unexpected: 2 }, errors: [] });
    write('playwright-nginx.json', { stats: { expected: 16, flaky: 0, unexpected: 1 }, errors: [] });
    write('playwright-firm-states.json', { stats: { expected: 4, flaky: 0, unexpected: 0 }, errors: [{ message: 'boom' }] });
    const s = summarise(dir);
    expect(s.pw).toEqual({ passed: 40, failed: 4 });
  });
});

describe('reportLine', () => {
  it("gives each step's count from its own report, with the warnings a checker kept", () => {
    const dir = tempDir('reports-');
    const write = (file: string, data: unknown) => fs.writeFileSync(path.join(dir, file), JSON.stringify(data));
    write('jest.json', { numPassedTests: 10, numFailedTests: 1, numRuntimeErrorTestSuites: 1 });
    write('playwright-nginx.json', { stats: { expected: 16, flaky: 1, unexpected: 0 }, errors: [] });
    write(CHECKER_REPORTS['HTML validation'], {
      tests: [
        { name: 'a', failures: [], warnings: ['Consider adding a “lang” attribute.'] },
        { name: 'b', failures: [], warnings: [] },
      ],
    });
    write(CHECKER_REPORTS['link check'], { tests: [{ name: '/', failures: ['404'] }] });
    expect(reportLine(dir, 'jest.json')).toBe('10 passed, 2 failed');
    expect(reportLine(dir, 'playwright-nginx.json')).toBe('17 passed, 0 failed');
    expect(reportLine(dir, CHECKER_REPORTS['HTML validation'])).toBe('2 passed, 0 failed, 1 warning');
    expect(reportLine(dir, CHECKER_REPORTS['link check'])).toBe('0 passed, 1 failed');
    expect(reportLine(dir, 'playwright.json')).toBeUndefined();
  });
});
