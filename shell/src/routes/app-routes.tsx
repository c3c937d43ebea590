import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { matchRoute, type RouteMatch } from '@dating/shared/routes/match-route';
import { isStaffPath, matchStaffRoute } from '@dating/shared/routes/staff-route-table';
import type { LayoutName } from '@dating/shared/routes/route-table';
import type { RouteInfo } from '@dating/shared/shell-context';
import { useSiteText } from '@dating/shared/i18n/use-site-text';
import { useServices } from '../app/shell-services';
import { useBusState } from '../app/use-bus-state';
import { DefaultLayout } from '../layouts/default-layout';
import type { LayoutProps } from '../layouts/layout-props';
import { SHELL_NAMESPACE } from '../locale/locale-loaders';
import { ParcelSlot } from '../parcels/parcel-slot';
import { useNavigationProgress } from '../progress/navigation-progress';
import { ErrorBoundary, errorPageFor, SafeErrorPage } from './error-page';
import { pageTitle } from './page-title';
import { routeInfoAt, sameRoute } from './route-info';
import { usePageDescription, usePageTitle } from './use-page-title';
import { useNavigationKind } from './use-navigation-kind';
import { usePageErrorStatus } from './use-page-error';
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

// The staff console's pages (docs/architecture.md, "The staff console"): a chunk of its own, fetched only on a
// console path, so no member's page carries it.
const StaffPages = lazy(() => import('../staff/staff-pages'));

/**
 * Resolves the location with the shared route tables (one source of truth, params validated there):
 * a console path goes to the staff pages, every other to the member route table — layout + owning
 * remote + parcel, or the 404 page.
 */
export function AppRoutes() {
  const location = useLocation();
  const navigate = useNavigate();
  const navigationType = useNavigationKind();
  const { shell } = useServices();

  const staffPath = isStaffPath(location.pathname);
  const match = useMemo(() => (staffPath ? null : matchRoute(location.pathname)), [staffPath, location.pathname]);
  const staffRoute = staffPath ? matchStaffRoute(location.pathname) : null;
  const route = useStableRoute(routeInfoAt(location));

  useEffect(() => {
    shell.setNavigate((to, options) => void navigate(to, { replace: options?.replace ?? false }));
  }, [shell, navigate]);

  // route$ is not published here but by ShellRouter, as the history moves: this render may come later.

  useScrollOnNavigate(location, navigationType);

  return staffPath ? (
    <Suspense fallback={null}>
      <StaffPages staffRoute={staffRoute} route={route} />
    </Suspense>
  ) : (
    <MemberPages match={match} route={route} />
  );
}

/** A page of the member route table (or the 404 page): its layout, and its parcel once the session allows it. */
function MemberPages({ match, route }: { match: RouteMatch | null; route: RouteInfo }) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const location = useLocation();
  const navigate = useNavigate();
  const { shell, settings } = useServices();
  const siteText = useSiteText(settings);
  const progress = useNavigationProgress();

  const auth = useBusState('auth');
  const errorStatus = usePageErrorStatus(location.pathname);
  const membersOnly = match?.route.requiresLogin === true;
  const { bus } = shell.context;

  // A visitor on a members-only page logs in first and comes back to it afterwards.
  useEffect(() => {
    if (!membersOnly || auth.status !== 'logged_out') return;
    const back = `${location.pathname}${location.search}${location.hash}`;
    bus.emit('redirectedToLogin', {});
    void navigate(withQuery(pathTo('login'), { redirect: back }), { replace: true });
  }, [membersOnly, auth.status, location.pathname, location.search, location.hash, bus, navigate]);

  // A remote may name its page (the legal pages do); only for the page it named.
  const pageHead = useBusState('pageHead');
  const ownHead = pageHead && pageHead.pathname === location.pathname && !errorStatus ? pageHead : null;
  const title = pageTitle(t, {
    route: match ? { name: match.route.name, params: match.params } : null,
    errorStatus: errorStatus ?? null,
    ownTitle: ownHead?.title ?? null,
    siteName: settings.name,
    indexTitle: siteText('index_title'),
  });
  usePageTitle(title);
  usePageDescription(ownHead?.description || siteText('description'));

  const onLoading = useCallback(() => progress?.start(), [progress]);
  const onSettled = useCallback((ok: boolean) => (ok ? progress?.finish() : progress?.fail()), [progress]);

  const layout: LayoutName = match?.route.layout ?? 'default';
  const Layout = LAYOUTS[layout];
  const member = auth.status === 'logged_in';
  const content = errorStatus ? (
    <SafeErrorPage status={errorStatus} member={member} />
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
    <SafeErrorPage status={404} member={member} />
  );

  return (
    <Suspense fallback={null}>
      <Layout routeDef={match?.route ?? null} route={route} errorPage={!match || errorStatus !== null}>
        <ErrorBoundary resetKey={location.pathname} fallback={(error) => errorPageFor(error, member)}>
          {content}
        </ErrorBoundary>
      </Layout>
    </Suspense>
  );
}
