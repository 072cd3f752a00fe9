import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** remark and the unified packages under it ship only as ES modules: SWC compiles them for Jest. */
const esmOnly = [
  'remark', 'remark-[^/]+', 'unified', 'bail', 'devlop', 'trough', 'is-plain-obj', 'vfile[^/]*',
  'unist-util-[^/]+', 'mdast-util-[^/]+', 'micromark[^/]*', 'hast-util-[^/]+', 'character-entities[^/]*',
  'decode-named-character-reference', 'ccount', 'comma-separated-tokens', 'space-separated-tokens',
  'property-information', 'html-void-elements', 'longest-streak', 'stringify-entities', 'trim-lines', 'zwitch',
];

const jestConfig = createJestConfig({
  testEnvironment: 'jsdom',
  // Typing with user-event is slow on a loaded 2-core machine; behaviour, not speed, is under test.
  testTimeout: 20_000,
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  testMatch: ['<rootDir>/__tests__/**/*.test.{ts,tsx}'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
});

// next/jest ignores all of node_modules in its first pattern; this one spares the ES-only packages.
export default async function config() {
  const resolved = await jestConfig();
  const [, ...rest] = resolved.transformIgnorePatterns;
  return { ...resolved, transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/)`, ...rest] };
}
