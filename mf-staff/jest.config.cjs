module.exports = require('../shared/build/jest-config.cjs').jestConfig(__dirname);
