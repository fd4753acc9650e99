import fs from 'node:fs';
import path from 'node:path';
import { htmlPages, outFiles, pageRoutes } from '@/scripts/lib/out-files';
import { tempDir } from '../support/temp-dir';

/** An out/ with the shapes the real export has: pages, 404s, Next.js's folder and its 404 copy, feeds. */
function fixtureOut(): string {
  const dir = tempDir('out-files-');
  for (const file of [
    'index.html',
    '404.html',
    '404/index.html',
    '_not-found/index.html',
    '_next/static/chunks/a.js',
    '_next/static/media/x.html',
    'about/index.html',
    'es/about/index.html',
    'feed.xml',
    'blogs/page1/index.html',
  ]) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), '');
  }
  return dir;
}

describe('the walker of out/', () => {
  let out: string;
  beforeAll(() => {
    out = fixtureOut();
  });

  it('lists every file, sorted, with forward slashes', () => {
    expect(outFiles(out)).toContain('_next/static/chunks/a.js');
    expect(outFiles(out)).toContain('feed.xml');
    expect(outFiles(out)).toEqual([...outFiles(out)].sort());
  });

  it("counts every HTML document outside Next.js's own folder, the 404 pages included", () => {
    expect(htmlPages(out)).toEqual([
      '404.html',
      '404/index.html',
      '_not-found/index.html',
      'about/index.html',
      'blogs/page1/index.html',
      'es/about/index.html',
      'index.html',
    ]);
  });

  it("gives the route of every page a visitor can be sent to, never Next.js's copy of the 404 page", () => {
    expect(pageRoutes(out)).toEqual([
      { route: '/', file: 'index.html' },
      { route: '/404/', file: '404/index.html' },
      { route: '/about/', file: 'about/index.html' },
      { route: '/blogs/page1/', file: 'blogs/page1/index.html' },
      { route: '/es/about/', file: 'es/about/index.html' },
    ]);
  });
});
