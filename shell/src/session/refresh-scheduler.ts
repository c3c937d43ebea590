import type { EventBus } from '@dating/shared/bus/event-bus';

/** First refresh 5 s after logging in, then every 60 s, or every 300 s with push subscribed. */
const FIRST_REFRESH_MS = 5_000;
const REFRESH_MS = 60_000;
const REFRESH_PUSH_MS = 300_000;

export type RefreshTarget = 'user' | 'chats' | 'likes';
const ALL_TARGETS: readonly RefreshTarget[] = ['user', 'chats', 'likes'];

export interface SchedulerTimers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface RefreshScheduler {
  stop(): void;
}

/**
 * Runs `refresh` while the member is logged in: starts on the switch to logged_in, stops on logout.
 * The next delay is chosen after each run, so subscribing to push stretches the period from then on.
 * `refreshRequested` happenings (a push message, a payment) refresh at once, outside the schedule.
 */
export function startRefreshScheduler(
  bus: EventBus,
  refresh: (what: readonly RefreshTarget[]) => Promise<void>,
  timers: SchedulerTimers = globalThis as unknown as SchedulerTimers,
): RefreshScheduler {
  let timer: unknown = null;
  let active = false;

  const clear = () => {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
  };
  const schedule = (ms: number) => {
    clear();
    timer = timers.setTimeout(() => {
      timer = null;
      void refresh(ALL_TARGETS)
        .catch(() => undefined)
        .then(() => {
          if (active) schedule(bus.get('push').isSubscribed ? REFRESH_PUSH_MS : REFRESH_MS);
        });
    }, ms);
  };

  const authSub = bus.state$('auth').subscribe((auth) => {
    const loggedIn = auth.status === 'logged_in';
    if (loggedIn && !active) {
      active = true;
      schedule(FIRST_REFRESH_MS);
    } else if (!loggedIn && active) {
      active = false;
      clear();
    }
  });

  const requestSub = bus.on$('refreshRequested').subscribe(({ what }) => {
    if (active) void refresh(what).catch(() => undefined);
  });

  return {
    stop() {
      active = false;
      clear();
      authSub.unsubscribe();
      requestSub.unsubscribe();
    },
  };
}
