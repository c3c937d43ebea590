const path = require('node:path');
const base = require('../shared/build/jest-config.cjs').jestConfig(__dirname);

// react-router 8 also pulls in @remix-run/route-pattern (ESM only), and a few of its files use
// `import.meta`, which CommonJS cannot hold: both go through a small transform of our own.
const [ignore] = base.transformIgnorePatterns;
module.exports = {
  ...base,
  transform: {
    '/node_modules/(react-router|@remix-run|cookie-es)/.+\\.m?js$': path.join(__dirname, 'test', 'esm-transform.cjs'),
    ...base.transform,
  },
  transformIgnorePatterns: [ignore.replace('/node_modules/(?!(', '/node_modules/(?!(@remix-run|cookie-es|')],
};
