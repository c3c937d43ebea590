// One Jest configuration for every workspace: SWC transform, jsdom (with fetch/Request) or node.
const fs = require('node:fs');
const path = require('node:path');

// The time zone (UTC unless TEST_TZ) and the test timeout every run shares.
const { TEST_TIMEOUT_MS } = require('./test-run.cjs');

/** ESM-only packages that Jest must transform (msw 2's dependencies, react-router). */
const ESM_PACKAGES = [
  'msw',
  '@mswjs',
  'until-async',
  'rettime',
  'react-router',
  '@bundled-es-modules',
  'outvariant',
  'strict-event-emitter',
  'headers-polyfill',
  'is-node-process',
  'cookie',
  'set-cookie-parser',
  'tough-cookie',
  'type-fest',
  '@open-draft',
];

function jestConfig(dir, { environment = 'jsdom' } = {}) {
  const queryClient = path.join(dir, 'src', 'query-client.ts');
  const hasQueryClient = environment === 'jsdom' && fs.existsSync(queryClient);
  return {
    displayName: path.basename(dir),
    rootDir: dir,
    // test-run.cjs says why; the root config states it for the whole run too.
    testTimeout: TEST_TIMEOUT_MS,
    testEnvironment: path.join(__dirname, environment === 'jsdom' ? 'jest-environment-dom.cjs' : 'jest-environment-node.cjs'),
    testEnvironmentOptions: environment === 'jsdom' ? { customExportConditions: [''] } : {},
    testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic', importSource: '@emotion/react' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
      '^.+\\.mjs$': ['@swc/jest', { jsc: { target: 'es2022' }, module: { type: 'commonjs' } }],
    },
    transformIgnorePatterns: [`/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
    // Media the bundler emits as files (rspack-remote.cjs): in tests their import is a URL-like name.
    moduleNameMapper: { '\\.(webm|mp4|webp|jpg)$': path.join(__dirname, 'jest-asset-stub.cjs') },
    setupFilesAfterEnv:
      environment === 'jsdom'
        ? [path.join(__dirname, 'jest-setup-dom.cjs'), ...(hasQueryClient ? [path.join(__dirname, 'jest-setup-queries.cjs')] : [])]
        : [],
    globals: hasQueryClient ? { __REMOTE_QUERY_CLIENT__: queryClient } : {},
    clearMocks: true,
  };
}

module.exports = { jestConfig };
