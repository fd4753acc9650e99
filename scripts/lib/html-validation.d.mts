import type { CheckerTest } from './test-counts.mjs';

export interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  message: string;
  extract?: string;
}
export declare function htmlResults(files: string[], messages: VnuMessage[], root: string): (CheckerTest & { warnings: string[] })[];
