const base = require('../shared/build/jest-config.cjs').jestConfig(__dirname, { environment: 'node' });

// Server dependencies Jest's VM cannot load as they ship: ESM-only packages (content-disposition 3,
// used by @fastify/static) and CommonJS files that load ESM with a dynamic import() (@fastify/cookie,
// PGlite), which Jest refuses without --experimental-vm-modules. SWC rewrites both to require().
// Node itself loads them natively (require(esm) since Node 20.19).
const SERVER_ESM = ['content-disposition', '@electric-sql/pglite', '@fastify/cookie'];
const [pattern] = base.transformIgnorePatterns;

module.exports = {
  ...base,
  // Each test file opens a copy of a template migrated once per run (src/test/test-templates.ts).
  globalSetup: '<rootDir>/src/test/global-setup.ts',
  globalTeardown: '<rootDir>/src/test/global-teardown.ts',
  transform: {
    // PGlite's CommonJS build (.cjs) loads node built-ins with import().
    '/node_modules/@electric-sql/pglite/dist/.+\\.cjs$': [
      '@swc/jest',
      { jsc: { target: 'es2022' }, module: { type: 'commonjs', strict: false, strictMode: false } },
    ],
    ...base.transform,
  },
  transformIgnorePatterns: [pattern.replace('(?!(', `(?!(${SERVER_ESM.join('|')}|`)],
};
