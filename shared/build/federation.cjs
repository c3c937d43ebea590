// Module Federation settings every federated build uses (the shell and all six remotes), so the
// page always holds exactly one copy of each singleton.
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
// zod is deliberately not shared: a shared module is bundled whole, never tree-shaken (~60–88 KB gz),
// and zod holds no page-wide state, so each build bundles only the parts it uses.

function sharedSingletons({ eager = false } = {}) {
  return Object.fromEntries(
    Object.entries(SINGLETONS).map(([name, requiredVersion]) => [name, { singleton: true, requiredVersion, eager }]),
  );
}

module.exports = { SINGLETONS, sharedSingletons };
