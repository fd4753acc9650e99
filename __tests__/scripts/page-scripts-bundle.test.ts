import fs from 'node:fs';
import path from 'node:path';
import { bundlePageScripts, GENERATED_MODULE, generatedModule } from '../../scripts/lib/page-scripts-bundle';
import { HOME_ONLY_ISLANDS } from '../../lib/islands/islands-inline-script';
import { BUNDLED_PAGE_SCRIPTS } from '../../lib/islands/page-scripts.generated';
import { tempDir } from '../support/temp-dir';

const root = path.resolve(__dirname, '..', '..');

// esbuild runs only under Node's own globals (jsdom's Buffer is no Uint8Array), so this file keeps
// jest's default node environment; the bundles' behaviour in a page is tested where they are used
// (quick-exit, lead-form-guard, islands-inline-script and the LeadFormGuard component tests).
describe('the inline scripts bundle', () => {
  it('is what the pages carry: the generated module matches a fresh bundle of lib/islands/page-scripts/', async () => {
    const committed = fs.readFileSync(path.join(root, GENERATED_MODULE), 'utf8');
    expect({ upToDate: committed === generatedModule(await bundlePageScripts(root)), fix: 'npx tsx scripts/bundle-page-scripts.ts' }).toEqual({
      upToDate: true,
      fix: 'npx tsx scripts/bundle-page-scripts.ts',
    });
  });

  // The point of the form pages' own script: an import that drags a home island into the shared
  // part would put its bytes back on every form page.
  it("gives the form pages none of the home page's islands, which the home page's script runs", () => {
    for (const mark of HOME_ONLY_ISLANDS) {
      expect(BUNDLED_PAGE_SCRIPTS.homeIslands).toContain(mark);
      expect(BUNDLED_PAGE_SCRIPTS.formIslands).not.toContain(mark);
    }
  });

  it('refuses an inline script that would bundle code from outside lib/', async () => {
    const dir = tempDir('page-scripts-');
    fs.mkdirSync(path.join(dir, 'lib', 'islands', 'page-scripts'), { recursive: true });
    fs.mkdirSync(path.join(dir, 'components'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'components', 'widget.ts'), 'export const widget = () => 1;');
    for (const name of ['home-islands-entry', 'form-islands-entry', 'guard-entry', 'quick-exit-entry'])
      fs.writeFileSync(path.join(dir, 'lib', 'islands', 'page-scripts', `${name}.ts`), 'console.log(1);');
    fs.writeFileSync(
      path.join(dir, 'lib', 'islands', 'page-scripts', 'home-islands-entry.ts'),
      "import { widget } from '../../../components/widget';\nwidget();",
    );
    await expect(bundlePageScripts(dir)).rejects.toThrow(
      'lib/islands/page-scripts/home-islands-entry.ts: an inline script may bundle only lib/ code, not components/widget.ts',
    );
  });
});
