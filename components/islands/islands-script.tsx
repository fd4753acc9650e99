import { ISLANDS_SCRIPT_PATH } from '@/lib/islands/framework-loader';

/**
 * Loads the standalone script that makes the search, the FAQ tabs, the carousel and the lead
 * forms' loading work without the framework. Every island that needs it renders this; React
 * writes one async <script> into the head however many render it. data-standalone: it needs no
 * framework, so the post-build step keeps it (scripts/strip-framework.ts).
 */
export function IslandsScript() {
  return <script async src={ISLANDS_SCRIPT_PATH} data-standalone="" />;
}
