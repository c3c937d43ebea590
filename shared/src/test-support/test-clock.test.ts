/**
 * @jest-environment @dating/shared/build/jest-environment-node.cjs
 */
import { TestEnvironment } from 'jest-environment-node';

// The option that runs the suites on another day (shared/build/test-clock.cjs): it must move the clock a test
// reads, and the clock of the fake timers a test installs, or a run "a year ahead" proves nothing.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the build helper is CommonJS, loaded as Jest loads it
const { withTestClock } = require('../../build/test-clock.cjs') as {
  withTestClock: (base: typeof TestEnvironment) => typeof TestEnvironment;
};

const MOVED_TO = Date.parse('2031-01-31T23:30:00Z');
/** Real time passing while the test runs: generous, never asserted as a duration. */
const SLACK_MS = 60_000;

function movedEnvironment(): InstanceType<typeof TestEnvironment> {
  const before = process.env.TEST_CLOCK;
  process.env.TEST_CLOCK = new Date(MOVED_TO).toISOString();
  try {
    const Environment = withTestClock(TestEnvironment);
    const config = {
      projectConfig: { testEnvironmentOptions: {}, globals: {}, fakeTimers: {} },
      globalConfig: {},
    } as unknown as ConstructorParameters<typeof TestEnvironment>[0];
    const context = { console, docblockPragmas: {}, testPath: __filename } as unknown as ConstructorParameters<typeof TestEnvironment>[1];
    return new Environment(config, context);
  } finally {
    if (before === undefined) delete process.env.TEST_CLOCK;
    else process.env.TEST_CLOCK = before;
  }
}

const near = (value: number) => value >= MOVED_TO && value < MOVED_TO + SLACK_MS;

it('without TEST_CLOCK leaves Jest’s environment as it is', () => {
  const before = process.env.TEST_CLOCK;
  delete process.env.TEST_CLOCK;
  try {
    expect(withTestClock(TestEnvironment)).toBe(TestEnvironment);
  } finally {
    if (before !== undefined) process.env.TEST_CLOCK = before;
  }
});

it('moves Date to TEST_CLOCK, running on from there; dates a test names stay what they are', async () => {
  const environment = movedEnvironment();
  const { Date: MovedDate } = environment.global as unknown as { Date: DateConstructor };
  expect(near(MovedDate.now())).toBe(true);
  expect(near(new MovedDate().getTime())).toBe(true);
  expect(new MovedDate(2020, 0, 1).getFullYear()).toBe(2020);
  expect(new MovedDate('2024-02-29T12:00:00Z').toISOString()).toBe('2024-02-29T12:00:00.000Z');
  expect(new MovedDate() instanceof MovedDate).toBe(true);
  expect(typeof MovedDate()).toBe('string');
  await environment.teardown();
});

it('starts a test’s own fake timers at the moved time unless the test names one, and puts the moved clock back after', async () => {
  const environment = movedEnvironment();
  const timers = environment.fakeTimersModern!;
  const clock = () => (environment.global as unknown as { Date: DateConstructor }).Date.now();

  timers.useFakeTimers();
  expect(near(clock())).toBe(true);
  timers.useFakeTimers({ now: Date.parse('2025-06-01T00:00:00Z') });
  expect(clock()).toBe(Date.parse('2025-06-01T00:00:00Z'));
  timers.useRealTimers();
  expect(near(clock())).toBe(true);
  await environment.teardown();
});
