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

const resolve = {
  extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
  // Workspace packages are symlinked; resolve them by their real path so each file is bundled once.
  symlinks: true,
};

/**
 * The service worker (src/service-worker/sw.ts → dist/sw.js): its own compilation, after the
 * shell's (which cleans dist/), with a fixed name — the browser re-checks /sw.js by that name — and
 * none of the page's federation runtime or chunks: one small classic script for a worker.
 */
function serviceWorkerConfig(production) {
  return {
    name: 'service-worker',
    dependencies: ['shell'],
    mode: production ? 'production' : 'development',
    context: __dirname,
    entry: { sw: './src/service-worker/sw.ts' },
    target: ['webworker', 'es2022'],
    devtool: false,
    output: { path: path.join(__dirname, 'dist'), publicPath: '/', filename: 'sw.js', clean: false },
    resolve,
    module: { rules: [swcRule({ production })] },
    plugins: [new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') })],
    optimization: { minimize: production, splitChunks: false, runtimeChunk: false },
    performance: { hints: false },
  };
}

module.exports = (_env, argv) => {
  const production = (argv && argv.mode) === 'production' || process.env.NODE_ENV === 'production';
  const shell = {
    name: 'shell',
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
      // The worker's compilation writes sw.js into the same folder (in watch mode too).
      clean: { keep: /^sw\.js$/ },
    },
    resolve,
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
      // index.html names the icon itself (with its type); the icons of the manifest are made from it
      // after the build (scripts/make-icons.cjs).
      new rspack.HtmlRspackPlugin({ template: './src/index.html', inject: 'body', scriptLoading: 'defer' }),
      new rspack.CopyRspackPlugin({ patterns: [{ from: 'src/favicon.svg' }] }),
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
      proxy: [
        {
          context: ['/api', '/remotes.json', '/manifest.webmanifest', '/mf', '/photos', '/dev'],
          target: API_TARGET,
          changeOrigin: false,
          ws: true,
        },
        {
          // The mailed links the api answers under paths of the site (shared/src/contracts/activation.ts
          // ACTIVATION_LINK_PATH, mail-feedback.ts UNSUBSCRIBE_PAGE_PATH): exactly these, not /activate/done.
          context: (pathname) => pathname === '/activate' || pathname === '/unsubscribe',
          target: API_TARGET,
          changeOrigin: false,
        },
      ],
    },
  };
  return [shell, serviceWorkerConfig(production)];
};
