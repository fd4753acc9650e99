// playwright.config.ts, e2e/ and two tests in __tests__/lib/ still import this module by its old
// name, local-env.mjs, which TypeScript and Playwright resolve to this file. Delete it once they
// import './scripts/lib/local-env' instead.
export * from './local-env';
