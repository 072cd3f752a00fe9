import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });
const moduleNameMapper = { '^@/(.*)$': '<rootDir>/$1' };

/** Unit and component tests: no build needed. */
const unit = await createJestConfig({
  displayName: 'unit',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  testMatch: ['<rootDir>/__tests__/**/*.test.{ts,tsx}'],
  testPathIgnorePatterns: ['<rootDir>/__tests__/build/'],
  moduleNameMapper,
})();

/** Checks over the exported site in out/: they run after `npm run build`. */
const build = await createJestConfig({
  displayName: 'build',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/__tests__/build/**/*.test.ts'],
  moduleNameMapper,
})();

const config = { projects: [unit, build] };

export default config;
