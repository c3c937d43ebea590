// Module Federation settings every federated build uses (the shell and all six remotes), so the
// page always holds exactly one copy of each singleton.
const path = require('node:path');
const sharedPkg = require('../package.json');

const version = (name) => sharedPkg.dependencies[name];

/** Singletons, subpaths listed explicitly: a second React shows up as "reading 'S'" or "reading 'useState'". */
const SINGLETONS = {
  react: version('react'),
  'react/jsx-runtime': version('react'),
  'react/jsx-dev-runtime': version('react'),
  'react-dom': version('react-dom'),
  'react-dom/client': version('react-dom'),
  rxjs: version('rxjs'),
  i18next: version('i18next'),
  'react-i18next': version('react-i18next'),
  '@emotion/react': version('@emotion/react'),
  '@emotion/react/jsx-runtime': version('@emotion/react'),
  '@emotion/cache': version('@emotion/cache'),
};

/**
 * The exports of these singletons that any workspace (shell, shared/src, mf-*) imports. A shared
 * module is bundled whole (its users are not known at build time), so the host provides a small
 * facade under the package's share key instead — `export { <these> } from '<the package's ES build>'`
 * — and only these exports (and what they need) are bundled: rxjs 17 → ~5 KB gz, react-i18next
 * 10 → ~4 KB gz of the shell's first load. Still one copy on the page: remotes consume the host's.
 * A remote importing an export missing here would get `undefined` at run time, so
 * shell/src/federation/shared-used-exports.test.ts scans every workspace's sources and fails on
 * anything else (or a namespace/default import) from these packages: add the export here.
 * (Module Federation's own `shared.treeShaking` was measured and dropped: without a deployment
 * platform computing the used exports it loads a whole "fallback" copy for every remote.)
 */
const TREE_SHAKEN_EXPORTS = {
  rxjs: ['BehaviorSubject', 'Observable', 'Subject', 'Subscription', 'combineLatest', 'filter', 'finalize', 'map'],
  'react-i18next': ['I18nextProvider', 'useTranslation'],
};

/** The ES-module build of an installed package (the facade imports it by absolute path, which no share key matches). */
function esModuleFile(name, fromDir) {
  const pkgFile = require.resolve(`${name}/package.json`, { paths: [fromDir] });
  const pkg = require(pkgFile);
  const dot = pkg.exports && pkg.exports['.'];
  // rxjs: `es2015` is its ES2015 build (no tslib class helpers); otherwise the `import`/`module` entry.
  const entry = (dot && (dot.es2015 || dot.import || dot.module)) || pkg.module;
  if (typeof entry !== 'string') throw new Error(`federation: no ES module build found for ${name}`);
  return { file: path.join(path.dirname(pkgFile), entry), version: pkg.version };
}

/**
 * The host's tree-shaken singletons: share config overrides plus the virtual facade modules they point to.
 * @param {string} dir the host's folder (facades live in its node_modules/.federation-facades/)
 * @returns {{ shared: Record<string, object>, modules: Record<string, string> }}
 */
function treeShakenSingletons(dir) {
  const shared = {};
  const modules = {};
  for (const [name, exports] of Object.entries(TREE_SHAKEN_EXPORTS)) {
    const { file, version } = esModuleFile(name, dir);
    const facade = path.join(dir, 'node_modules', '.federation-facades', `${name.replace(/[^a-z0-9]+/gi, '_')}.mjs`);
    modules[facade] = `export { ${exports.join(', ')} } from ${JSON.stringify(file)};\n`;
    shared[name] = { singleton: true, requiredVersion: SINGLETONS[name], version, import: facade, shareKey: name, eager: false };
  }
  return { shared, modules };
}

// zod is deliberately not shared: a shared module is bundled whole, never tree-shaken (~60–88 KB gz),
// and zod holds no page-wide state, so each build bundles only the parts it uses.

function sharedSingletons({ eager = false } = {}) {
  return Object.fromEntries(
    Object.entries(SINGLETONS).map(([name, requiredVersion]) => [name, { singleton: true, requiredVersion, eager }]),
  );
}

module.exports = { TREE_SHAKEN_EXPORTS, sharedSingletons, treeShakenSingletons };
