// Jest transform for ESM-only node_modules (react-router 8 and its helpers): @swc/jest to CommonJS,
// after replacing `import.meta` (meaningless under CommonJS, used there only for dev-server hot reload).
const swcJest = require('@swc/jest');

const inner = swcJest.createTransformer({ jsc: { target: 'es2022' }, module: { type: 'commonjs' } });

module.exports = {
  process(source, path, options) {
    return inner.process(source.replace(/\bimport\.meta\b/g, '({})'), path, options);
  },
  getCacheKey(source, path, options) {
    return inner.getCacheKey(source.replace(/\bimport\.meta\b/g, '({})'), path, options) + ':no-import-meta';
  },
};
