import nextJest from 'next/jest.js';
import { transformingPipeline } from './jest.pipeline.mjs';

const createJestConfig = nextJest({ dir: './' });

// End-to-end tests: the exported site in out/, served on loopback, driven in Debian's Chromium.
const resolveNextConfig = createJestConfig({
  testEnvironment: 'node',
  roots: ['<rootDir>/test/e2e'],
  testMatch: ['**/*.e2e.ts'],
  globalSetup: '<rootDir>/test/e2e/globalSetup.ts',
  globalTeardown: '<rootDir>/test/e2e/globalTeardown.ts',
  testTimeout: 120000,
  maxWorkers: 2,
});

// Some e2e suites read the content layer (the metadata suite checks the Markdown exports).
export default async function jestConfig() {
  return transformingPipeline(await resolveNextConfig());
}
