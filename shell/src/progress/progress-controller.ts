/** Navigation progress bar timings. */
const PROGRESS_DURATION_MS = 5_000;
const PROGRESS_THROTTLE_MS = 200;
const PROGRESS_HIDE_DELAY_MS = 500;
const TICK_MS = 100;

export interface ProgressState {
  visible: boolean;
  /** 0..1 */
  value: number;
  failed: boolean;
}

export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

export const HIDDEN: ProgressState = { visible: false, value: 0, failed: false };

export interface ProgressController {
  start(): void;
  finish(): void;
  fail(): void;
  dispose(): void;
}

/**
 * Drives the bar like a classic page-loading bar: nothing for loads under 200 ms (throttle), then a
 * bar creeping to full over 5 s, completed on finish and hidden 500 ms later; red on failure.
 */
export function createProgressController(
  onChange: (state: ProgressState) => void,
  timers: Timers = globalThis as unknown as Timers,
): ProgressController {
  let showTimer: unknown = null;
  let tickTimer: unknown = null;
  let hideTimer: unknown = null;
  let state: ProgressState = HIDDEN;
  let running = false;

  const set = (next: ProgressState) => {
    state = next;
    onChange(state);
  };
  const clearAll = () => {
    if (showTimer !== null) timers.clearTimeout(showTimer);
    if (tickTimer !== null) timers.clearInterval(tickTimer);
    if (hideTimer !== null) timers.clearTimeout(hideTimer);
    showTimer = tickTimer = hideTimer = null;
  };
  const end = (failed: boolean) => {
    if (!running) return;
    running = false;
    const wasVisible = state.visible;
    clearAll();
    if (!wasVisible && !failed) return; // fast load: the bar never showed
    set({ visible: true, value: 1, failed });
    hideTimer = timers.setTimeout(() => {
      hideTimer = null;
      set(HIDDEN);
    }, PROGRESS_HIDE_DELAY_MS);
  };

  return {
    start() {
      clearAll();
      running = true;
      if (state.visible) set(HIDDEN);
      showTimer = timers.setTimeout(() => {
        showTimer = null;
        set({ visible: true, value: 0, failed: false });
        const step = TICK_MS / PROGRESS_DURATION_MS;
        tickTimer = timers.setInterval(() => {
          // Creep towards, but never reach, the end until the load really finishes.
          set({ ...state, value: Math.min(0.99, state.value + step) });
        }, TICK_MS);
      }, PROGRESS_THROTTLE_MS);
    },
    finish: () => end(false),
    fail: () => end(true),
    dispose: clearAll,
  };
}
