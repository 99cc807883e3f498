import nextJest from 'next/jest.js';
import { transformingPipeline } from './jest.pipeline.mjs';

const createJestConfig = nextJest({ dir: './' });

const resolveNextConfig = createJestConfig({
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/test/unit'],
  setupFilesAfterEnv: ['<rootDir>/test/unit/setup.ts'],
});

export default async function jestConfig() {
  return transformingPipeline(await resolveNextConfig());
}
