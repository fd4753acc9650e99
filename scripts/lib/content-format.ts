// The formatting half of the content check: every file an editor touches (content/ and the picture descriptions)
// as Prettier would write it, each one that is not named with the one command that fixes it.
import fs from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';

/** Where editors write. Only their JSON and TypeScript: .prettierignore leaves Markdown out, so prose is never reflowed. */
const EDITOR_DIRS = ['content'];

const filesUnder = (root: string, dir: string): string[] =>
  fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(root, relative) : [relative];
  });

/** Each editor's file that Prettier would change, as the two lines the content check prints. */
export async function formatProblems(root = process.cwd()): Promise<string[]> {
  // One configuration for the whole tree (.prettierrc.json), resolved once: asking per file costs seconds.
  const config = await prettier.resolveConfig(path.join(root, 'package.json'));
  const ignorePath = path.join(root, '.prettierignore');
  const checked = await Promise.all(
    EDITOR_DIRS.flatMap((dir) => filesUnder(root, dir))
      .filter((file) => /\.(?:ts|json)$/.test(file))
      .map(async (file) => {
        const absolute = path.join(root, file);
        if ((await prettier.getFileInfo(absolute, { ignorePath })).ignored) return undefined;
        return (await prettier.check(fs.readFileSync(absolute, 'utf8'), { ...config, filepath: absolute })) ? undefined : file;
      }),
  );
  return checked
    .filter((file): file is string => file !== undefined)
    .sort()
    .map((file) => `${file}: not laid out the way the project writes it (spacing, quotes, line breaks)\n  Fix: run npm run format`);
}
