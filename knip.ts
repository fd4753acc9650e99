import type { KnipConfig } from 'knip';

// knip's own plugins already read next.config.ts and the app/ route files, jest.config.mjs with
// its setup file and __tests__/, playwright.config.ts with e2e/ and the commands of its web
// servers, the ESLint and PostCSS configs, and every command in package.json's scripts (node
// and tsx included). Below is only what they cannot see.
const config: KnipConfig = {
  entry: [
    // Run by scripts/test-all.ts as `tsx <file>`, an argument to spawnSync that knip does not read.
    'scripts/check-html.ts',
    'scripts/check-links.ts',
    // Run by .ci/run, a shell script knip does not read.
    'scripts/test-summary.ts',
  ],
  // The share image and e-mail logo are drawn once, from the English words; this twin (kept by the
  // parity test) is what a Spanish share image would be drawn from.
  ignore: ['content/es/brand-images.ts'],
  // Run by path, never imported: the Nu Html Checker as `java -jar node_modules/vnu-jar/…/vnu.jar`
  // (scripts/check-html.ts) and serve's build/main.js (scripts/static-server.mjs).
  ignoreDependencies: ['vnu-jar', 'serve'],
  // Java is a system program (Debian's default-jre-headless, installed by .ci/run), not an npm package.
  ignoreBinaries: ['java'],
};

export default config;
