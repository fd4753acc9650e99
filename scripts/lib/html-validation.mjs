// Turns the Nu Html Checker's JSON output into one result per HTML file, in the report shape
// that test-counts.mjs adds up.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const where = (m) => (m.lastLine ? `line ${m.lastLine}, column ${m.firstColumn ?? m.lastColumn}: ` : '');

/**
 * `files` are absolute paths; `messages` is vnu's `messages` array. Errors fail a file;
 * warnings are kept to be listed; bare info notes (such as the trailing slash React writes on
 * void elements) are neither.
 */
export function htmlResults(files, messages, root) {
  const byFile = new Map(files.map((file) => [file, { name: path.relative(root, file), failures: [], warnings: [] }]));
  const unplaced = [];
  for (const m of messages) {
    const file = m.url?.startsWith('file:') ? fileURLToPath(m.url) : undefined;
    const result = file && byFile.get(file);
    const text = `${where(m)}${m.message}${m.extract ? ` (at “${m.extract.trim()}”)` : ''}`;
    if (m.type === 'error' || m.type === 'non-document-error') {
      if (result) result.failures.push(text);
      else unplaced.push(`${m.url ?? 'vnu'}: ${text}`);
    } else if (m.type === 'info' && m.subType === 'warning') {
      if (result) result.warnings.push(text);
    }
  }
  const tests = [...byFile.values()];
  // A message about no file we asked for (the checker failing to read input, say) must not vanish.
  if (unplaced.length) tests.push({ name: 'Nu Html Checker run', failures: unplaced, warnings: [] });
  return tests;
}
