import fs from 'node:fs';
import path from 'node:path';
import { bundlePageScripts, GENERATED_MODULE, generatedModule } from '../../scripts/lib/page-scripts-bundle';
import { tempDir } from '../support/temp-dir';

const root = path.resolve(__dirname, '..', '..');

// esbuild runs only under Node's own globals (jsdom's Buffer is no Uint8Array), so this file keeps
// jest's default node environment; the bundles' behaviour in a page is tested where they are used
// (quick-exit, lead-form-guard and islands-inline-script tests).
describe('the inline scripts bundle', () => {
  it('is what the pages carry: the generated module matches a fresh bundle of lib/islands/page-scripts/', async () => {
    const committed = fs.readFileSync(path.join(root, GENERATED_MODULE), 'utf8');
    expect({ upToDate: committed === generatedModule(await bundlePageScripts(root)), fix: 'npx tsx scripts/bundle-page-scripts.ts' }).toEqual({
      upToDate: true,
      fix: 'npx tsx scripts/bundle-page-scripts.ts',
    });
  });

  it('refuses an inline script that would bundle code from outside lib/', async () => {
    const dir = tempDir('page-scripts-');
    fs.mkdirSync(path.join(dir, 'lib', 'islands', 'page-scripts'), { recursive: true });
    fs.mkdirSync(path.join(dir, 'components'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'components', 'widget.ts'), 'export const widget = () => 1;');
    for (const name of ['islands-entry', 'guard-entry', 'quick-exit-entry'])
      fs.writeFileSync(path.join(dir, 'lib', 'islands', 'page-scripts', `${name}.ts`), 'console.log(1);');
    fs.writeFileSync(path.join(dir, 'lib', 'islands', 'page-scripts', 'islands-entry.ts'), "import { widget } from '../../../components/widget';\nwidget();");
    await expect(bundlePageScripts(dir)).rejects.toThrow(
      'lib/islands/page-scripts/islands-entry.ts: an inline script may bundle only lib/ code, not components/widget.ts',
    );
  });
});
