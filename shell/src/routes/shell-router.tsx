import { startTransition, useLayoutEffect, useState, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory } from 'react-router';
import { useServices } from '../app/shell-services';
import { routeInfoAt, sameRoute } from './route-info';

type ShellHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;

/**
 * The shell's router: what BrowserRouter does (the browser's history, each new location rendered in a
 * transition), and one thing more — the ShellContext's `route$` follows the history at the moment it
 * moves, not once React has rendered the new page. A navigation's render can wait behind other work, and
 * meanwhile the remotes' own React roots keep running: a parcel that asks whether its page is still the
 * one shown (useStillShown), on a late answer, must hear that the member has gone on, or its `replace`
 * would land on the new page's history entry and take them back.
 */
export function ShellRouter({ children, history: given }: { children: ReactNode; history?: ShellHistory }) {
  const { shell } = useServices();
  const [history] = useState(() => given ?? UNSAFE_createBrowserHistory({ v5Compat: true }));
  const [state, setState] = useState({ action: history.action, location: history.location });
  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        const route = routeInfoAt(location);
        if (!sameRoute(shell.route$.getValue(), route)) shell.route$.next(route);
        startTransition(() => setState({ action, location }));
      }),
    [history, shell],
  );
  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      {children}
    </Router>
  );
}
