export declare function median(values: readonly number[]): number;
export declare function scriptSources(html: string): string[];
export declare function pagesIn(outDir: string): [route: string, file: string][];
export declare function pageWeight(outDir: string, htmlFile: string): { htmlGzip: number; jsGzip: number };
export declare const BUDGETS: {
  performance: (route: string) => number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  cls: number;
  lcpMs: number;
  tbtMs: number;
  jsOverFloorKb: (route: string) => number;
  buildMinutesAt1000: number;
  perArticleGrowth: number;
};
export declare function kb(bytes: number): number;
