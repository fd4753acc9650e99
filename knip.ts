import type { KnipConfig } from 'knip';

// knip's own plugins already read next.config.ts and the app/ route files, jest.config.mjs with
// its setup file and __tests__/, playwright.config.ts with e2e/ and the commands of its web
// servers, the ESLint and PostCSS configs, and every command in package.json's scripts (node
// and tsx included). Below is only what they cannot see.
const config: KnipConfig = {
  entry: [
    // Run by scripts/test-all.ts as `tsx <file>`, an argument to spawn that knip does not read.
    'scripts/check-html.ts',
    'scripts/check-links.ts',
    'scripts/check-pages.ts',
    // Run by .ci/run, a shell script knip does not read.
    'scripts/test-summary.ts',
    // The nginx suite's own Playwright config (run by scripts/nginx/test.ts), its specs and its web server.
    'scripts/nginx/test.ts',
    'playwright.nginx.config.ts',
    'playwright.firm-states.config.ts',
    'e2e-nginx/*.spec.ts',
    'scripts/nginx/serve.ts',
    // The lead relay's worker: bundled by wrangler (relay/wrangler.toml's main) and by
    // scripts/lib/local-relay.ts from a path.
    'relay/worker.ts',
    // Bundled by esbuild from a path in scripts/lib/forms-bundle.ts.
    'components/forms/island/forms-bundle-entry.ts',
    // Bundled by esbuild from paths in scripts/lib/page-scripts-bundle.ts.
    'lib/islands/page-scripts/*.ts',
    // The small app that __tests__/fixtures/built-next-app.ts builds with next build.
    '__tests__/fixtures/next-app/**',
  ],
  // Run by path, never imported: the Nu Html Checker as `java -jar node_modules/vnu-jar/…/vnu.jar`
  // (scripts/check-html.ts).
  // `node` is the Node.js that npm scripts run on (node_modules/.bin/node, first on their PATH),
  // never imported.
  ignoreDependencies: ['vnu-jar', 'node'],
  // Java is a system program (Debian's default-jre-headless, installed by .ci/run), not an npm package.
  // nginx's self-signed test certificate comes from Debian's openssl (scripts/nginx/local-nginx.ts).
  // The printed guide's PDF is read with Debian's pdftotext (poppler-utils; e2e/unserved-states.spec.ts).
  ignoreBinaries: ['java', 'openssl', 'pdftotext'],
};

export default config;
