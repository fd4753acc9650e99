import type { LinkState } from 'linkinator';
import type { CheckerTest } from './test-counts.mjs';

interface CheckedLink {
  url: string;
  status?: number;
  state: `${LinkState}`;
  parent?: string;
  failureDetails?: unknown[];
}
export declare const isExternal: (siteOrigin: string) => (url: string) => boolean;
export declare function linkResults(siteOrigin: string, pages: string[], links: CheckedLink[]): CheckerTest[];
