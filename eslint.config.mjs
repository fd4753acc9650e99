import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import local from './eslint-rules/no-visitor-copy.mjs';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  // Components and routes take every word a visitor sees or hears from content/ (see the rule).
  {
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}'],
    plugins: { local },
    rules: { 'local/no-visitor-copy': 'error' },
  },
  // The product's code never reaches into the tools that build it: a schema both need lives in lib/.
  {
    files: ['lib/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['@/scripts/*', '**/scripts/*'], message: 'lib/ imports nothing from scripts/.' }] }] },
  },
  globalIgnores([
    '.next/**',
    'out/**',
    'out-nginx/**',
    'out-firm-states/**',
    'next-env.d.ts',
    'playwright-report/**',
    'test-results/**',
    'reports/**',
    'bench/.tmp/**',
    '.scratch/**',
    'coverage/**',
  ]),
]);
