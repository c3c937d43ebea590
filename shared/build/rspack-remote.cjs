// The rspack configuration every remote (mf-*) builds with. A remote's own rspack.config.cjs is one
// call: `module.exports = createRemoteConfig({ dir: __dirname })`; its federation name and dev server
// port come from the one list of remotes (src/contracts/remotes.json).
//
// Production (`rspack build --mode production`) emits only what the shell loads: remoteEntry.js,
// mf-manifest.json and content-hashed chunks (one per parcel, one per locale). Development
// (`rspack serve`) adds the standalone page (standalone.html + chunk `standalone`) with msw.
const path = require('node:path');
const { rspack } = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');
const { sharedSingletons } = require('./federation.cjs');
const { swcRule } = require('./swc-rule.cjs');
const REMOTES = require('../src/contracts/remotes.json');

/** The remote's single exposed module; keep in step with PARCELS_EXPOSE in contracts/remotes.ts. */
const PARCELS_EXPOSE = './parcels';

/** msw's worker script, taken from the installed msw so it always matches the library version. */
const MSW_WORKER = require.resolve('msw/mockServiceWorker.js');

/**
 * @param {{ dir: string }} options dir: the remote's folder (its name must be in remotes.json).
 * @returns {(env: unknown, argv?: { mode?: string }) => import('@rspack/core').Configuration}
 */
function createRemoteConfig({ dir }) {
  const folder = path.basename(dir);
  const entry = Object.entries(REMOTES).find(([, remote]) => remote.dir === folder);
  if (!entry) throw new Error(`createRemoteConfig: ${folder} is not in shared/src/contracts/remotes.json`);
  const [name, { devPort: port }] = entry;

  return (_env, argv = {}) => {
    const mode = argv.mode === 'development' ? 'development' : 'production';
    const production = mode === 'production';

    return {
      context: dir,
      mode,
      target: ['web', 'es2022'],
      // Production has no page of its own: the container entry (remoteEntry.js) is added by the
      // federation plugin. The standalone page exists only on the dev server, so it can never
      // inflate what the shell downloads.
      entry: production ? {} : { standalone: './src/index.ts' },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        // 'auto': chunk URLs are resolved from wherever remoteEntry.js was loaded, so the built
        // folder works unchanged from any host or path it is moved to (see docs/shipping-a-remote.md).
        publicPath: 'auto',
        uniqueName: name,
        filename: production ? '[name].[contenthash:10].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        // Media a remote imports (a lander's video and its poster): files of their own, content-hashed like
        // the chunks, so the api serves them as immutable; an import gives their URL.
        assetModuleFilename: production ? '[name].[contenthash:10][ext]' : '[name][ext]',
        clean: true,
      },
      resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
      module: {
        rules: [swcRule({ production }), { test: /\.(webm|mp4|webp|jpg)$/i, type: 'asset/resource' }],
      },
      optimization: {
        minimize: production,
        // Defines process.env.NODE_ENV for React and the libraries (production builds drop their dev checks).
        nodeEnv: mode,
        // Readable chunk names in dist/ (the content hash keeps them cacheable forever).
        chunkIds: production ? 'deterministic' : 'named',
      },
      performance: { hints: false },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes: { [PARCELS_EXPOSE]: './src/parcels.ts' },
          shared: sharedSingletons(),
          manifest: true,
          dts: false,
          // In production the remote uses the federation runtime the shell provides
          // (`experiments.provideExternalRuntime: true` on the host): the ~33 KB gz runtime is paid
          // once per page, not once per remote. On the dev server the remote keeps its own runtime,
          // because its standalone page has no host to borrow one from.
          // `optimization.target: 'web'` drops the runtime's Node.js loaders (~2 KB gz per remote entry).
          experiments: { externalRuntime: production, optimization: { target: 'web' } },
        }),
        ...(production
          ? []
          : [
              new rspack.HtmlRspackPlugin({
                filename: 'standalone.html',
                chunks: ['standalone'],
                // Every path opens this page (historyApiFallback): its script must come from the root, not
                // from beside a nested path such as /staff/login or /members/12.
                publicPath: '/',
                title: `${name} (standalone)`,
                templateContent:
                  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>' +
                  name +
                  ' standalone</title></head><body><div id="standalone-root"></div></body></html>',
              }),
              // One source of truth for msw's worker: copied from the installed package, never committed.
              new rspack.CopyRspackPlugin({ patterns: [{ from: MSW_WORKER, to: 'mockServiceWorker.js' }] }),
            ]),
      ],
      // `rspack serve` compiles dynamic imports on first request by default; with federation and live
      // reload that turns every first visit into compile → reload loops. Compile everything up front.
      lazyCompilation: false,
      devServer: {
        port,
        host: 'localhost',
        // The shell's dev server (another origin) fetches mf-manifest.json and chunks from here.
        headers: { 'Access-Control-Allow-Origin': '*' },
        // Every path opens the standalone page, whose route picker uses real paths.
        historyApiFallback: { index: '/standalone.html' },
        static: false,
        // Hot reloading across a federation boundary is unreliable; a full reload is honest and fast.
        hot: false,
        liveReload: true,
        client: { overlay: { errors: true, warnings: false } },
      },
    };
  };
}

module.exports = { createRemoteConfig };
