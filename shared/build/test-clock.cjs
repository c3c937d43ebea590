// `TEST_CLOCK=<date-time>` moves the clock of every Jest test: `Date` starts there and runs on with real time,
// and a test's own fake timers start there unless the test names its own time. A test that passes only on
// the day it was written fails then; scripts/test-clocks.mjs runs the suite at the dates that catch them.
// Without TEST_CLOCK the environments are Jest's own, untouched.
function withTestClock(Environment) {
  const start = process.env.TEST_CLOCK;
  if (!start) return Environment;
  const target = Date.parse(start);
  if (Number.isNaN(target)) throw new Error(`TEST_CLOCK is not a date and time: ${start}`);
  // Fixed when the worker loads this file, so every test file of a run shares one moved clock.
  const offset = target - Date.now();

  return class TestClockEnvironment extends Environment {
    constructor(config, context) {
      super(config, context);
      const RealDate = this.global.Date;
      const now = () => RealDate.now() + offset;
      // A function, not a subclass: `Date()` without `new` stays legal, and instances are plain Dates.
      function MovedDate(...args) {
        if (!new.target) return new RealDate(now()).toString();
        return Reflect.construct(RealDate, args.length === 0 ? [now()] : args, new.target);
      }
      Object.setPrototypeOf(MovedDate, RealDate);
      MovedDate.prototype = RealDate.prototype;
      MovedDate.now = now;
      this.global.Date = MovedDate;

      // Jest's fake timers put back the Date they found (this one); without a `now` they start at the real
      // time, so they are told the moved one.
      const timers = this.fakeTimersModern;
      const install = timers.useFakeTimers.bind(timers);
      timers.useFakeTimers = (config = {}) => install({ ...config, now: config.now ?? now() });
      timers.getRealSystemTime = now;
    }
  };
}

module.exports = { withTestClock };
