// Runs every workspace's Jest suite in one process pool: `npm run test:unit`.
const remotes = require('./shared/src/contracts/remotes.json');

module.exports = {
  // Jest reads the test timeout from this, the run's own configuration, not from a project's: the ceiling
  // shared/build/jest-config.cjs explains (a screen test on two busy cores) holds only when it is said here too.
  testTimeout: require('./shared/build/jest-config.cjs').TEST_TIMEOUT_MS,
  projects: ['shared', 'api', 'shell', ...Object.values(remotes).map((remote) => remote.dir)].map((dir) => `<rootDir>/${dir}`),
};
