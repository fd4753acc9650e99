import os from 'node:os';
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

const config = await createJestConfig({
  // Most suites test data, scripts and plain functions, which need no simulated browser. A suite
  // that renders a component or reads the DOM says so in its first line:
  // /** @jest-environment jsdom */.
  testEnvironment: 'node',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  // Never fewer than two workers: with one, jest runs every suite one after another in its own main
  // process, where coverage costs ever more as suites pile up. A worker that has grown past
  // 250 MB after a suite is replaced by a fresh one, which keeps coverage cheap too.
  maxWorkers: Math.max(2, Math.floor(os.availableParallelism() / 2)),
  workerIdleMemoryLimit: '250MB',
  // A test that types whole forms takes a second or two, and several on a busy two-core machine
  // beside a build; jest's default of 5 s then fails tests that are not wrong.
  testTimeout: 20_000,
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testMatch: ['<rootDir>/__tests__/**/*.test.ts?(x)'],
  // Copies of the project that npm test and the benchmark build beside it (scripts/lib/project-copy.ts).
  modulePathIgnorePatterns: ['<rootDir>/.scratch/', '<rootDir>/bench/.tmp/'],
  // The inline scripts' entries run in the pages as their bundle, which their tests run.
  collectCoverageFrom: ['lib/**/*.ts', '!lib/islands/page-scripts/**', '!lib/islands/page-scripts.generated.ts'],
  // Istanbul's instrumentation of lib/ alone (the babel provider, applied after SWC's transform),
  // not V8's coverage of every file each worker loads, which costs far more CPU.
  coverageProvider: 'babel',
  // lib/ is the tested core; a change that leaves logic untested fails the run.
  coverageThreshold: { './lib/': { statements: 95, branches: 85, functions: 90, lines: 95 } },
})();

// marked and github-slugger ship ES modules only; let SWC compile them like our own code.
config.transformIgnorePatterns = ['/node_modules/(?!(marked|github-slugger)/)', '^.+\\.module\\.(css|sass|scss)$'];

export default config;
