const config = require('../shared/build/jest-config.cjs').jestConfig(__dirname);

// An imported logo is a URL in the build (asset/resource, rspack.config.cjs); in tests `/logos/<file>`.
module.exports = { ...config, transform: { ...config.transform, '\\.svg$': '<rootDir>/src/test-support/file-url-transform.cjs' } };
