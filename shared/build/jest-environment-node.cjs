// Jest's node environment, with the clock TEST_CLOCK names (test-clock.cjs).
const { TestEnvironment } = require('jest-environment-node');
const { withTestClock } = require('./test-clock.cjs');

module.exports = withTestClock(TestEnvironment);
