import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

const config = await createJestConfig({
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testMatch: ['<rootDir>/__tests__/**/*.test.ts?(x)'],
  collectCoverageFrom: ['lib/**/*.ts'],
})();

// marked ships ES modules only; let SWC compile it like our own code.
config.transformIgnorePatterns = ['/node_modules/(?!marked/)', '^.+\\.module\\.(css|sass|scss)$'];

export default config;
