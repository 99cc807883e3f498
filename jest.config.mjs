import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

export default createJestConfig({
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/test/unit'],
  setupFilesAfterEnv: ['<rootDir>/test/unit/setup.ts'],
});
