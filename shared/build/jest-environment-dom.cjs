// jsdom with Node's fetch, Request and streams (jest-fixed-jsdom), with the clock TEST_CLOCK names (test-clock.cjs).
const FixedJSDOMEnvironment = require('jest-fixed-jsdom');
const { withTestClock } = require('./test-clock.cjs');

module.exports = withTestClock(FixedJSDOMEnvironment);
