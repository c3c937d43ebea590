import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useSyncExternalStore, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { matchRoute } from '@dating/shared/routes/match-route';
import type { LayoutName } from '@dating/shared/routes/route-table';
import type { RouteInfo } from '@dating/shared/shell-context';
import { useServices } from '../app/shell-services';
import { useBusState } from '../app/use-bus-state';
import { DefaultLayout } from '../layouts/default-layout';
import type { LayoutProps } from '../layouts/layout-props';
import { SHELL_NAMESPACE } from '../locale/locale-loaders';
import { ParcelSlot } from '../parcels/parcel-slot';
import { useNavigationProgress } from '../progress/navigation-progress';
import { ErrorBoundary, errorPageFor, SafeErrorPage } from './error-page';
import { sameRoute, toRouteInfo } from './route-info';
import { usePageDescription, usePageTitle } from './use-page-title';
import { useNavigationKind } from './use-navigation-kind';
import { useScrollOnNavigate } from './use-scroll-on-navigate';
import { pathTo, withQuery } from '@dating/shared/routes/path-to';

// The default layout serves `/` and most pages: it is in the first load. The others load on demand.
const LAYOUTS: Record<LayoutName, ComponentType<LayoutProps>> = {
  default: DefaultLayout,
  chat: lazy(() => import('../layouts/chat-layout')),
  lander: lazy(() => import('../layouts/lander-layout')),
  empty: lazy(() => import('../layouts/empty-layout')),
};

/** Keeps the same RouteInfo object while the location means the same thing (no needless parcel updates). */
function useStableRoute(next: RouteInfo): RouteInfo {
  const ref = useRef(next);
  if (!sameRoute(ref.current, next)) ref.current = next;
  return ref.current;
}

/**
 * Resolves the location with the shared route table (one source of truth, params validated there):
 * layout + owning remote + parcel, or the 404 page.
 */
export function AppRoutes() {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const location = useLocation();
  const navigate = useNavigate();
  const navigationType = useNavigationKind();
  const { shell, settings } = useServices();
  const progress = useNavigationProgress();

  const match = useMemo(() => matchRoute(location.pathname), [location.pathname]);
  const route = useStableRoute(toRouteInfo(match, location));
  const auth = useBusState('auth');
  const pageError = useSyncExternalStore(
    useCallback(
      (onChange: () => void) => {
        const subscription = shell.pageError$.subscribe(onChange);
        return () => subscription.unsubscribe();
      },
      [shell],
    ),
    () => shell.pageError$.getValue(),
  );
  // A parcel's error page holds for the location it was asked on; any navigation ends it.
  const errorStatus = pageError && pageError.pathname === location.pathname ? pageError.status : null;
  const membersOnly = match?.route.requiresLogin === true;
  const { bus } = shell.context;

  // A visitor on a members-only page logs in first and comes back to it afterwards.
  useEffect(() => {
    if (!membersOnly || auth.status !== 'logged_out') return;
    const back = `${location.pathname}${location.search}${location.hash}`;
    bus.emit('redirectedToLogin', {});
    void navigate(withQuery(pathTo('login'), { redirect: back }), { replace: true });
  }, [membersOnly, auth.status, location.pathname, location.search, location.hash, bus, navigate]);

  useEffect(() => {
    shell.setNavigate((to, options) => void navigate(to, { replace: options?.replace ?? false }));
  }, [shell, navigate]);

  useEffect(() => {
    if (!sameRoute(shell.route$.getValue(), route)) shell.route$.next(route);
  }, [shell, route]);

  useScrollOnNavigate(location, navigationType);
  // A remote may name its page (the legal pages do); only for the page it named.
  const pageHead = useBusState('pageHead');
  const ownHead = pageHead && pageHead.pathname === location.pathname && !errorStatus ? pageHead : null;
  const title =
    !match || errorStatus === 404
      ? `${t('errors.notFound')} | ${settings.name}`
      : match.route.name === 'index'
        ? settings.index_title || settings.name
        : ownHead
          ? `${ownHead.title} | ${settings.name}`
          : settings.name;
  usePageTitle(title);
  usePageDescription(ownHead?.description || settings.description);

  const onLoading = useCallback(() => progress?.start(), [progress]);
  const onSettled = useCallback((ok: boolean) => (ok ? progress?.finish() : progress?.fail()), [progress]);

  const layout: LayoutName = match?.route.layout ?? 'default';
  const Layout = LAYOUTS[layout];
  const content = errorStatus ? (
    <SafeErrorPage status={errorStatus} />
  ) : membersOnly && auth.status !== 'logged_in' ? null : match ? (
    <ParcelSlot
      key={`${match.route.owner}/${match.route.parcel}`}
      owner={match.route.owner}
      parcel={match.route.parcel}
      route={route}
      route$={shell.context.route$}
      onLoading={onLoading}
      onSettled={onSettled}
    />
  ) : (
    <SafeErrorPage status={404} />
  );

  return (
    <Suspense fallback={null}>
      <Layout routeDef={match?.route ?? null} route={route}>
        <ErrorBoundary resetKey={location.pathname} fallback={errorPageFor}>
          {content}
        </ErrorBoundary>
      </Layout>
    </Suspense>
  );
}
