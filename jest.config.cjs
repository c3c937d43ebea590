// Runs the Jest suites of every workspace but the api (api/vitest.config.ts) in one process pool.
const remotes = require('./shared/src/contracts/remotes.json');

module.exports = {
  // Jest reads the test timeout from this, the run's own configuration, not from a project's: the ceiling
  // shared/build/test-run.cjs explains (a screen test on two busy cores) holds only when it is said here too.
  testTimeout: require('./shared/build/test-run.cjs').TEST_TIMEOUT_MS,
  projects: ['shared', 'shell', ...Object.values(remotes).map((remote) => remote.dir)].map((dir) => `<rootDir>/${dir}`),
};
