// The performance budgets, and the list of how each measurement fared against them.
import { BENCH_ROUTES } from './routes';

const { interactive } = BENCH_ROUTES;

export const BUDGETS = {
  performance: (route: string) => (!interactive.has(route) ? 100 : route.endsWith('/contact/') ? 98 : 95),
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  cls: 0,
  lcpMs: (route: string) => (interactive.has(route) ? 1500 : 1000),
  tbtMs: 150,
  /** The lead forms' own code (React and the forms), loaded on a form page when a form is first used. */
  formCodeKb: 100,
  /** No page ships the framework: no framework JavaScript at all. */
  frameworkJsKb: 0,
  largestArticleHtmlKb: 11,
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
