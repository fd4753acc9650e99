// A folder of the system's temporary folder for one test file's fixtures, removed when that file's
// tests have run. Each test file loads this module afresh, so its list and its afterAll are the
// file's own.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const made: string[] = [];

afterAll(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A new empty folder named `<prefix><random>` under the system's temporary folder. */
export function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  made.push(dir);
  return dir;
}
