import fs from 'node:fs';
import path from 'node:path';
import { copyProject } from '../../scripts/lib/project-copy';
import { tempDir } from '../support/temp-dir';

/** A small project: sources, a generated file a build rewrites, node_modules, and what builds and runs leave behind. */
function project(): string {
  const root = tempDir('project-copy-');
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  write('package.json', '{"name":"p"}');
  write('lib/generated.ts', 'export const A = 1;\n');
  write('public/images/1.webp', 'picture');
  write('node_modules/next/package.json', '{"version":"16"}');
  for (const left of ['.git/HEAD', '.next/cache/x', 'out/index.html', 'out-firm-states/index.html', 'reports/jest.json', '.scratch/old/file', 'bench/.tmp/x'])
    write(left, 'left behind');
  return root;
}

describe('copyProject', () => {
  it('copies the sources, links node_modules, and leaves out what builds and runs write', () => {
    const root = project();
    const dir = path.join(root, '.scratch', 'copy');
    copyProject(root, dir);
    expect(fs.readFileSync(path.join(dir, 'lib', 'generated.ts'), 'utf8')).toBe('export const A = 1;\n');
    expect(fs.readFileSync(path.join(dir, 'public', 'images', '1.webp'), 'utf8')).toBe('picture');
    expect(fs.statSync(path.join(dir, 'node_modules', 'next', 'package.json')).ino).toBe(
      fs.statSync(path.join(root, 'node_modules', 'next', 'package.json')).ino,
    );
    expect(fs.readdirSync(dir).sort()).toEqual(['lib', 'node_modules', 'package.json', 'public']);
  });

  it('gives the copy files of its own: a build that rewrites a generated source leaves the original alone', () => {
    const root = project();
    const dir = path.join(root, '.scratch', 'copy');
    copyProject(root, dir);
    fs.writeFileSync(path.join(dir, 'lib', 'generated.ts'), 'export const A = 2;\n');
    expect(fs.readFileSync(path.join(root, 'lib', 'generated.ts'), 'utf8')).toBe('export const A = 1;\n');
  });

  it('empties a copy left by an earlier run first', () => {
    const root = project();
    const dir = path.join(root, '.scratch', 'copy');
    copyProject(root, dir);
    fs.mkdirSync(path.join(dir, 'out'));
    fs.writeFileSync(path.join(dir, 'stale.txt'), 'from the last run');
    copyProject(root, dir);
    expect(fs.existsSync(path.join(dir, 'out'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'stale.txt'))).toBe(false);
  });

  it('says so when node_modules cannot be linked', () => {
    const root = project();
    fs.rmSync(path.join(root, 'node_modules'), { recursive: true });
    expect(() => copyProject(root, path.join(root, '.scratch', 'copy'))).toThrow(/could not link node_modules/);
  });
});
