import coreWebVitals from 'eslint-config-next/core-web-vitals';
import typescript from 'eslint-config-next/typescript';

const config = [
  ...coreWebVitals,
  ...typescript,
  // App Router root documents render <head> themselves; the rule is for the pages router.
  {
    rules: {
      '@next/next/no-head-element': 'off',
      // `const { a, ...rest } = o` is how an object is passed on without `a`.
      '@typescript-eslint/no-unused-vars': ['warn', { ignoreRestSiblings: true }],
    },
  },
  {
    ignores: [
      'out/**',
      '.next/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      '.tmp/**',
      '.lighthouse/**',
      'next-env.d.ts',
      // The editor's vendored bundle, copied from node_modules, and its bundled checks: both made by scripts/admin.mjs.
      'public/admin/decap/**',
      'public/admin/checks.js',
    ],
  },
];

export default config;
