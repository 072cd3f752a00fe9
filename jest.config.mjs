import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

// Far from São Paulo, whatever zone the machine is set to: a message that must carry São Paulo time
// would otherwise pass on a machine set to it (the workers inherit this).
process.env.TZ = 'Asia/Tokyo';
const moduleNameMapper = { '^@/(.*)$': '<rootDir>/$1' };

/** remark and the unified packages under it ship only as ES modules: SWC compiles them for Jest. */
const esmOnly = [
  'remark',
  'remark-[^/]+',
  'unified',
  'bail',
  'devlop',
  'trough',
  'is-plain-obj',
  'vfile[^/]*',
  'unist-util-[^/]+',
  'mdast-util-[^/]+',
  'micromark[^/]*',
  'hast-util-[^/]+',
  'hastscript',
  'character-entities[^/]*',
  'decode-named-character-reference',
  'ccount',
  'comma-separated-tokens',
  'space-separated-tokens',
  'property-information',
  'html-void-elements',
  'longest-streak',
  'stringify-entities',
  'trim-lines',
  'zwitch',
  'rehype-[^/]+',
  'github-slugger',
  'web-namespaces',
  '@sindresorhus/[^/]+',
  'escape-string-regexp',
  // remark-gfm and Shiki (code colours at build).
  'markdown-table',
  'shiki',
  '@shikijs/[^/]+',
  'oniguruma-[^/]+',
  'regex[^/]*',
  '@ungap/[^/]+',
  // next-intl's translator, for tests of the Portuguese-only partnership namespace.
  'next-intl',
  'use-intl',
  'icu-minify',
  '@formatjs/[^/]+',
  'intl-messageformat',
];

// next/jest ignores all of node_modules in its first pattern; this one spares the ES-only packages.
async function resolve(options) {
  const resolved = await createJestConfig(options)();
  const [, ...rest] = resolved.transformIgnorePatterns;
  return { ...resolved, transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/)`, ...rest] };
}

/** Unit and component tests: no build needed (`npm run test:unit`). */
const unit = await resolve({
  displayName: 'unit',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  testMatch: ['<rootDir>/__tests__/**/*.test.{ts,tsx}'],
  testPathIgnorePatterns: ['<rootDir>/__tests__/build/', '<rootDir>/__tests__/content/'],
  moduleNameMapper,
});

/**
 * Every check over the exported site in out/ that a content change can fail: the content lane's
 * `npm run check:content` (scripts/checkContent.mjs) runs `npm run build` and then this project.
 */
const content = await resolve({
  displayName: 'content',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/__tests__/content/**/*.test.ts'],
  moduleNameMapper,
});

/**
 * Checks over the second export, .tmp/out-alt (`npm run build:alt`: analytics on, fixture articles and
 * cases, drafts), which no content change can alter, and of the content lane itself (`npm run test:build`).
 */
const build = await resolve({
  displayName: 'build',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/__tests__/build/**/*.test.ts'],
  moduleNameMapper,
});

/**
 * The cross-engine end-to-end suite (engines/): the shared scenarios in WebKit and in Firefox,
 * against out/ served locally (`npm run test:engines`, after the build).
 */
const engines = await resolve({
  displayName: 'engines',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/engines/**/*.test.ts'],
  moduleNameMapper,
});

/**
 * The real large export (scale/): 500 generated articles built with `next build` and given their
 * policies, minutes long, so not in `npm test` (`npm run test:scale`, after the build; run daily in CI).
 * `npm test` checks the same limits in seconds over a synthetic export (__tests__/scripts/scale.test.ts).
 */
const scale = await resolve({
  displayName: 'scale',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/scale/**/*.test.ts'],
  moduleNameMapper,
});

// Typing with user-event is slow on a loaded 2-core machine; behaviour, not speed, is under test.
// Jest reads testTimeout from the top level only: inside a project entry it is ignored (5 s).
const config = { testTimeout: 20_000, projects: [unit, content, build, engines, scale] };

export default config;
