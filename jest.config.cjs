// Runs every workspace's Jest suite in one process pool: `npm run test:unit`.
module.exports = {
  projects: ['shared', 'api', 'shell', 'mf-search', 'mf-chat', 'mf-likes', 'mf-payments', 'mf-account', 'mf-landers'].map((dir) => `<rootDir>/${dir}`),
};
