// playwright.config.ts still imports this module by its old name, chromium.mjs, which TypeScript
// and Playwright resolve to this file. Delete it once it imports './scripts/lib/chromium' instead.
export * from './chromium';
