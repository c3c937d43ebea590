// Build and dev server of mf-payments: the shared remote configuration, plus the payment method logos.
const { createRemoteConfig } = require('@dating/shared/build/rspack-remote.cjs');

const shared = createRemoteConfig({ dir: __dirname });

/**
 * The logos (features/payment-method/logos/*.svg) are files of their own (`asset/resource`), never
 * inlined into a chunk: a page shows the five or so of its country, fetched once and cached for ever by
 * their content hash, and the method page's script stays the same size whatever the catalogue draws.
 */
module.exports = (env, argv) => {
  const config = shared(env, argv);
  const production = (argv && argv.mode) !== 'development';
  config.module.rules.push({
    test: /\.svg$/,
    type: 'asset/resource',
    generator: { filename: production ? 'logos/[name].[contenthash:10][ext]' : 'logos/[name][ext]' },
  });
  // Libraries are split like our own shared code (the default group), not by a vendors group of their
  // own: that group put single-spa-react, which every parcel needs, in a chunk with TanStack Query and
  // zod, which only the screens that fetch need, and each layout piece then carried its own copy of
  // single-spa-react (+2.1 KB gz each, four on every member page).
  config.optimization.splitChunks = { chunks: 'async', cacheGroups: { defaultVendors: false } };
  return config;
};
