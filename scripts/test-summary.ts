// Own code, not a library: the one line CI ends with, read from the reports by test-counts.ts.
// The closing line of .ci/run: "N passed, N failed" added up from the reports `npm test` wrote.
// Its argument is npm test's exit status: a failed lint, type-check or build step counts as one
// failure when no test failed, so a red run never reads "0 failed".
import path from 'node:path';
import { summarise } from './lib/test-counts';

const status = Number(process.argv[2] ?? 0);
const { passed, failed } = summarise(path.resolve(import.meta.dirname, '..', 'reports'));
console.log(`${passed} passed, ${failed === 0 && status !== 0 ? 1 : failed} failed`);
