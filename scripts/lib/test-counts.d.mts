export interface Count {
  passed: number;
  failed: number;
}
/** One file or page a checker looked at, with what it found wrong there. */
export interface CheckerTest {
  name: string;
  failures: string[];
}
export declare const CHECKER_REPORTS: Record<string, string>;
export declare function countChecker(report: { tests?: CheckerTest[] } | undefined): Count;
export declare function summarise(reportsDir: string, failedSteps?: number): Count & { jest: Count; pw: Count; checkers: Record<string, Count> };
