// Runs every workspace's Jest suite in one process pool: `npm run test:unit`.
const remotes = require('./shared/src/contracts/remotes.json');

module.exports = {
  projects: ['shared', 'api', 'shell', ...Object.values(remotes).map((remote) => remote.dir)].map((dir) => `<rootDir>/${dir}`),
};
