// The host: no remotes baked in (they are registered at run time from /remotes.json), the shared
// singletons provided here, and the Module Federation runtime provided once for every remote
// (remotes are built with `externalRuntime: true` and borrow it).
const path = require('node:path');
const { rspack } = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');
const { sharedSingletons, treeShakenSingletons } = require('../shared/build/federation.cjs');
const { swcRule } = require('../shared/build/swc-rule.cjs');

const API_TARGET = process.env.API_URL || 'http://localhost:8080';

const facades = treeShakenSingletons(__dirname);
const shared = {
  ...sharedSingletons(),
  // rxjs and react-i18next: provided as facades holding only the exports the workspaces import.
  ...facades.shared,
};

module.exports = (_env, argv) => {
  const production = (argv && argv.mode) === 'production' || process.env.NODE_ENV === 'production';
  return {
    mode: production ? 'production' : 'development',
    context: __dirname,
    entry: { main: './src/index.ts' },
    // Same language level as the remotes (shared/build/rspack-remote.cjs): evergreen browsers, no ES5 down-levelling.
    target: ['web', 'es2022'],
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(__dirname, 'dist'),
      publicPath: '/',
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      uniqueName: 'shell',
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      // Workspace packages are symlinked; resolve them by their real path so each file is bundled once.
      symlinks: true,
    },
    module: {
      rules: [swcRule({ production })],
    },
    plugins: [
      new rspack.experiments.VirtualModulesPlugin(facades.modules),
      new ModuleFederationPlugin({
        name: 'shell',
        remotes: {},
        shared,
        dts: false,
        manifest: false,
        // Web only: drops the runtime's Node.js loaders from the host bundle.
        experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
      }),
      new rspack.HtmlRspackPlugin({ template: './src/index.html', inject: 'body', scriptLoading: 'defer', favicon: './src/favicon.svg' }),
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') }),
    ],
    optimization: {
      minimize: production,
      // The runtime and each chunk stay small and cacheable; locale JSON files become one chunk each.
      splitChunks: { chunks: 'async' },
    },
    performance: { hints: false },
    // `rspack serve` compiles dynamic imports on first request by default; with federation and live
    // reload that turns every first visit into compile → reload loops. Compile everything up front.
    lazyCompilation: false,
    devServer: {
      port: 3000,
      historyApiFallback: true,
      hot: false,
      proxy: [{ context: ['/api', '/remotes.json', '/mf', '/photos', '/dev'], target: API_TARGET, changeOrigin: false, ws: true }],
    },
  };
};
