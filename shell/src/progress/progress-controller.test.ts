import { createProgressController, HIDDEN, type ProgressState } from './progress-controller';

describe('navigation progress bar', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const setup = () => {
    const states: ProgressState[] = [];
    const controller = createProgressController((s) => states.push(s));
    const last = () => states[states.length - 1] ?? HIDDEN;
    return { controller, last };
  };

  it('never shows for loads faster than the 200 ms throttle', () => {
    const { controller, last } = setup();
    controller.start();
    jest.advanceTimersByTime(199);
    controller.finish();
    jest.advanceTimersByTime(1000);
    expect(last().visible).toBe(false);
  });

  it('shows after 200 ms, creeps over 5 s, completes on finish and hides 500 ms later', () => {
    const { controller, last } = setup();
    controller.start();
    jest.advanceTimersByTime(200);
    expect(last()).toMatchObject({ visible: true, failed: false });
    jest.advanceTimersByTime(2500);
    expect(last().value).toBeCloseTo(0.5, 1);
    jest.advanceTimersByTime(10_000);
    expect(last().value).toBeLessThan(1);
    controller.finish();
    expect(last()).toEqual({ visible: true, value: 1, failed: false });
    jest.advanceTimersByTime(499);
    expect(last().visible).toBe(true);
    jest.advanceTimersByTime(1);
    expect(last().visible).toBe(false);
  });

  it('marks the bar failed on a navigation error, even a fast one', () => {
    const { controller, last } = setup();
    controller.start();
    jest.advanceTimersByTime(50);
    controller.fail();
    expect(last()).toEqual({ visible: true, value: 1, failed: true });
    jest.advanceTimersByTime(500);
    expect(last().visible).toBe(false);
  });
});
