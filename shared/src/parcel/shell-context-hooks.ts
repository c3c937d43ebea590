import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { Observable } from 'rxjs';
import type { StateName, StateValue } from '../bus/events';
import type { Settings } from '../contracts/settings';
import type { User } from '../contracts/user';
import type { RouteParams } from '../routes/path-to';
import type { RouteName } from '../routes/route-table';
import type { RouteInfo, ShellContext } from '../shell-context';

/** The ShellContext a parcel was mounted with; provided by createRemoteParcel. */
export const ShellContextReact = createContext<ShellContext | null>(null);

/** The route as of the last mount/update (the shell calls `update` on every route change). */
export const RouteContextReact = createContext<RouteInfo | null>(null);

export function useShellContext(): ShellContext {
  const context = useContext(ShellContextReact);
  if (!context) throw new Error('useShellContext: not inside a parcel made with createRemoteParcel');
  return context;
}

export function useRoute(): RouteInfo {
  const route = useContext(RouteContextReact);
  if (!route) throw new Error('useRoute: not inside a parcel made with createRemoteParcel');
  return route;
}

/**
 * Asks, at the moment it is called (in an effect, on a late answer), whether the shell still shows the
 * page this parcel renders. The parcel hears of a navigation only at its next update, and a parcel busy
 * with a slow first render can still hold the route the member has already left: what it does to the
 * address or the page then (a `navigate` with `replace`) would land on the new page instead.
 */
export function useStillShown(): () => boolean {
  const { route$ } = useShellContext();
  const { pathname } = useRoute();
  return useCallback(() => {
    let shown = true;
    // The shell's route$ holds the route of the history's current entry and gives it at once on
    // subscription. It moves with the history itself (a push, a replace, Back), not once the shell has
    // rendered the new page: a render that waits behind other work leaves no moment in which a page the
    // member has left would still count as shown.
    route$
      .subscribe((now) => {
        shown = now.pathname === pathname;
      })
      .unsubscribe();
    return shown;
  }, [route$, pathname]);
}

/**
 * The params of the route this parcel shows, typed by the route table. The shell mounts a route's
 * parcel only after the table's schema accepted them (a refused param is a 404), so they are not
 * checked again here; asking for another route's params is a programming error and throws.
 */
export function useRouteParams<N extends RouteName>(name: N): RouteParams<N> {
  const route = useRoute();
  if (route.name !== name) throw new Error(`useRouteParams: this parcel shows ${route.name}, not ${name}`);
  return route.params as RouteParams<N>;
}

/**
 * The latest value of an observable, `initial` until it emits. The subscription lives exactly as
 * long as the component: unmounting the parcel unsubscribes (no leaks into the shell's bus).
 * An error on the stream is rethrown during render, so the parcel's error boundary shows it.
 */
export function useObservable<T>(source$: Observable<T>, initial: T): T {
  const [value, setValue] = useState<T>(initial);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    const subscription = source$.subscribe({
      // The updater form, so a function-valued T is stored, not called.
      next: (next) => setValue(() => next),
      error: (err: unknown) => setError(() => err ?? new Error('Observable failed')),
    });
    return () => subscription.unsubscribe();
  }, [source$]);
  if (error) throw error;
  return value;
}

/** A state channel of the bus (replays its current value). */
export function useBusState<K extends StateName>(name: K): StateValue<K> {
  const { bus } = useShellContext();
  const state$ = useMemo(() => bus.state$(name), [bus, name]);
  return useObservable(state$, bus.get(name));
}

/**
 * The site's settings and the session once both are known (`user` null for a visitor), null before:
 * a screen that depends on either shows its spinner until then.
 */
export function useShellReady(): { settings: Settings; user: User | null } | null {
  const { settings$, user$ } = useShellContext();
  const settings = useObservable<Settings | null>(settings$, null);
  const user = useObservable<User | null | undefined>(user$, undefined);
  return useMemo(() => (settings && user !== undefined ? { settings, user } : null), [settings, user]);
}
