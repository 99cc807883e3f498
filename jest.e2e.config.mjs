import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

// End-to-end tests: the exported site in out/, served on loopback, driven in Debian's Chromium.
export default createJestConfig({
  testEnvironment: 'node',
  roots: ['<rootDir>/test/e2e'],
  testMatch: ['**/*.e2e.ts'],
  globalSetup: '<rootDir>/test/e2e/globalSetup.ts',
  globalTeardown: '<rootDir>/test/e2e/globalTeardown.ts',
  testTimeout: 120000,
  maxWorkers: 2,
});
