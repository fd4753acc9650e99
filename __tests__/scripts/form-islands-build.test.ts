/**
 * @jest-environment node
 */
// esbuild checks that Buffer is a Uint8Array, which it is not inside jsdom.
import type { Metafile } from 'esbuild';
import { islandProblems } from '../../scripts/lib/form-islands-build';

const metafile = (inputs: string[]): Metafile => ({
  inputs: Object.fromEntries(inputs.map((input) => [input, { bytes: 1, imports: [] }])),
  outputs: {},
});

describe("the forms' own script", () => {
  it('may bundle React and the forms', () => {
    const inputs = ['node_modules/react-dom/cjs/react-dom-client.production.js', 'components/forms/contact-form.tsx'];
    expect(islandProblems(metafile(inputs), { '/_next/static/islands/lead-forms-1.js': 'export const a=1;' })).toEqual([]);
  });

  it('refuses Next.js in the bundle, and code that reads Node’s process, which the browser lacks', () => {
    const problems = islandProblems(metafile(['node_modules/next/dist/client/app-dir/link.js', 'lib/config.ts']), {
      '/_next/static/islands/lead-forms-1.js': 'const key=process.env.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY;',
    });
    expect(problems).toEqual([
      'it bundles node_modules/next/dist/client/app-dir/link.js: the forms must not depend on Next.js',
      "/_next/static/islands/lead-forms-1.js reads Node's process, which the browser does not have",
    ]);
  });
});
