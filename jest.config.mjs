import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

const config = await createJestConfig({
  // Most suites test data, scripts and plain functions: they run in Node, which starts in a
  // fraction of jsdom's time. A suite that renders a component or reads the DOM says so in its
  // first line: /** @jest-environment jsdom */.
  testEnvironment: 'node',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testMatch: ['<rootDir>/__tests__/**/*.test.ts?(x)'],
  // The inline scripts' entries run in the pages as their bundle, which their tests run.
  collectCoverageFrom: ['lib/**/*.ts', '!lib/islands/page-scripts/**', '!lib/islands/page-scripts.generated.ts'],
  coverageProvider: 'v8',
  // lib/ is the tested core; a change that leaves logic untested fails the run.
  coverageThreshold: { './lib/': { statements: 95, branches: 85, functions: 90, lines: 95 } },
})();

// marked and github-slugger ship ES modules only; let SWC compile them like our own code.
config.transformIgnorePatterns = ['/node_modules/(?!(marked|github-slugger)/)', '^.+\\.module\\.(css|sass|scss)$'];

export default config;
