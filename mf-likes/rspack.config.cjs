// Build and dev server of mf-likes: the shared remote configuration, with libraries split like our own code.
const { createRemoteConfig } = require('@dating/shared/build/rspack-remote.cjs');

const shared = createRemoteConfig({ dir: __dirname });

module.exports = (env, argv) => {
  const config = shared(env, argv);
  // As in mf-payments: a vendors group of its own put single-spa-react, which every parcel needs, into
  // each layout piece's chunk (the match and like modals, both on every member page: +2.7 KB gz each)
  // next to what only the screens that fetch need. Split by the default group, they share one chunk.
  config.optimization.splitChunks = { chunks: 'async', cacheGroups: { defaultVendors: false } };
  return config;
};
