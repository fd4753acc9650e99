// The framework floor: the JavaScript an empty page of this Next.js version loads, built in a
// scratch project beside the real one.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pageWeight } from './page-weight';

export interface Floor {
  nextVersion: string;
  jsGzip: number;
  htmlGzip: number;
  /** The scratch project's out/, which the Lighthouse job serves as its reference page. */
  outDir: string;
}

export function measureFloor(root: string): Floor {
  const dir = path.join(root, 'bench', '.tmp', 'floor');
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(path.join(dir, 'app'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'next.config.mjs'), "export default { output: 'export', trailingSlash: true };\n");
  fs.writeFileSync(path.join(dir, 'app', 'layout.js'), 'export default function L({ children }) { return <html lang="en"><body>{children}</body></html>; }\n');
  fs.writeFileSync(path.join(dir, 'app', 'page.js'), 'export default function P() { return <h1>Empty</h1>; }\n');
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build', dir], {
    cwd: root,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`floor build failed:\n${result.stdout}\n${result.stderr}`);
  const out = path.join(dir, 'out');
  const weight = pageWeight(out, path.join(out, 'index.html'));
  const { version } = JSON.parse(fs.readFileSync(path.join(root, 'node_modules', 'next', 'package.json'), 'utf8')) as { version: string };
  return { nextVersion: version, jsGzip: weight.jsGzip, htmlGzip: weight.htmlGzip, outDir: out };
}
