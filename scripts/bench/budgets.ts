// The performance budgets, and the list of how each measurement fared against them.
import { BENCH_ROUTES } from './routes';

const { interactive } = BENCH_ROUTES;

export const BUDGETS = {
  /** The pages with a form are held to the same bar as the others. */
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  cls: 0,
  lcpMs: 700,
  /** A form page runs 5 KB of script before the visitor uses a form, so nearly no blocking time. */
  tbtMs: (route: string) => (interactive.has(route) ? 50 : 150),
  /** On the six form pages: JavaScript run before any interaction (gzip, inline scripts included). */
  initialJsKb: 5,
  /** On the six form pages: from the first focus in a form to the form ready to send, Slow 4G and 4x CPU. */
  formReadyMs: 1500,
  /** The lead forms' own code (React and the forms), loaded on a form page when a form is first used. */
  formCodeKb: 100,
  /** The lead relay's proof of work, solved in Chromium at 4x CPU (a phone), before Send is pressed. */
  powSolveMs: 1000,
  /** No page ships the framework: no framework JavaScript at all. */
  frameworkJsKb: 0,
  /** Its HTML, with its styles when they fit its first flight (scripts/lib/inline-styles.ts). */
  largestArticleHtmlKb: 16,
  buildMinutesAt1000: 10,
  perArticleGrowth: 1.5,
};

export interface BudgetResult {
  name: string;
  value: number;
  limit: string;
  unit: string;
  pass: boolean;
}

/** Collects budget results in the order they are measured. */
export class BudgetLog {
  readonly results: BudgetResult[] = [];

  record(name: string, value: number, limit: string, pass: boolean, unit = ''): void {
    this.results.push({ name, value, limit, unit, pass });
  }
}
