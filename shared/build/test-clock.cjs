// `TEST_CLOCK=<date-time>` moves the clock of every test: `Date` starts there and runs on with real time,
// and a Jest test's own fake timers start there unless the test names its own time. A test that passes only
// on the day it was written fails then; scripts/test-clocks.mjs runs the suites at the dates that catch them.
// Jest's environments take it through withTestClock, the api's Vitest suite through its set-up file
// (api/src/test/test-clock-setup.ts). Without TEST_CLOCK the clocks are untouched.

/** How far TEST_CLOCK moves the clock, in ms, or null without one. Fixed when asked: once per worker. */
function testClockOffset() {
  const start = process.env.TEST_CLOCK;
  if (!start) return null;
  const target = Date.parse(start);
  if (Number.isNaN(target)) throw new Error(`TEST_CLOCK is not a date and time: ${start}`);
  return target - Date.now();
}

/** A `Date` that reads RealDate's time moved by `offset`. */
function movedDate(RealDate, offset) {
  const now = () => RealDate.now() + offset;
  // A function, not a subclass: `Date()` without `new` stays legal, and instances are plain Dates.
  function MovedDate(...args) {
    if (!new.target) return new RealDate(now()).toString();
    return Reflect.construct(RealDate, args.length === 0 ? [now()] : args, new.target);
  }
  Object.setPrototypeOf(MovedDate, RealDate);
  MovedDate.prototype = RealDate.prototype;
  MovedDate.now = now;
  return MovedDate;
}

function withTestClock(Environment) {
  // Fixed when the worker loads this file, so every test file of a run shares one moved clock.
  const offset = testClockOffset();
  if (offset === null) return Environment;

  return class TestClockEnvironment extends Environment {
    constructor(config, context) {
      super(config, context);
      const MovedDate = movedDate(this.global.Date, offset);
      this.global.Date = MovedDate;

      // Jest's fake timers put back the Date they found (this one); without a `now` they start at the real
      // time, so they are told the moved one.
      const timers = this.fakeTimersModern;
      const install = timers.useFakeTimers.bind(timers);
      timers.useFakeTimers = (config = {}) => install({ ...config, now: config.now ?? MovedDate.now() });
      timers.getRealSystemTime = MovedDate.now;
    }
  };
}

module.exports = { withTestClock, testClockOffset, movedDate };
