import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { StaffRouteDef } from '@dating/shared/routes/staff-route-table';
import { staffPathTo, staffRouteAllows } from '@dating/shared/routes/staff-route-table';
import type { RouteInfo } from '@dating/shared/shell-context';
import { useSiteText } from '@dating/shared/i18n/use-site-text';
import { useServices } from '../app/shell-services';
import { useBusState } from '../app/use-bus-state';
import { DefaultLayout } from '../layouts/default-layout';
import { SHELL_NAMESPACE } from '../locale/locale-loaders';
import { ParcelSlot } from '../parcels/parcel-slot';
import { useNavigationProgress } from '../progress/navigation-progress';
import { ErrorBoundary, errorPageFor, SafeErrorPage } from '../routes/error-page';
import { usePageErrorStatus } from '../routes/use-page-error';
import { usePageDescription, usePageTitle } from '../routes/use-page-title';
import { StaffLayout } from './staff-layout';
import { loadStaffSession } from './staff-session';

export interface StaffPagesProps {
  /** The console page of the location; null for a path under /staff that is none. */
  staffRoute: StaffRouteDef | null;
  route: RouteInfo;
}

/**
 * The staff console's pages (shared/src/routes/staff-route-table.ts), in the staff layout. A page for
 * staff only asks the api for the staff session first and shows the shell's ordinary 404 page — the
 * member layout's, as for any path that does not exist — when there is none: mf-staff is not fetched
 * until a staff session is known, so a member who tries /staff downloads nothing of the console. The
 * login and the set-up link are the only doors; a session that ends on a staff page goes back to the login.
 */
export default function StaffPages({ staffRoute, route }: StaffPagesProps) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const navigate = useNavigate();
  const { api, bus, settings, shell } = useServices();
  const siteText = useSiteText(settings);
  const progress = useNavigationProgress();
  const session = useBusState('staffSession');
  const errorStatus = usePageErrorStatus(route.pathname);
  const [failed, setFailed] = useState(false);
  const asking = useRef(false);
  const signedInHere = useRef(false);

  const forStaff = staffRoute?.access === 'staff';
  if (forStaff && session.status === 'signed_in') signedInHere.current = true;
  const sessionEnded = forStaff && session.status === 'none' && signedInHere.current;

  useEffect(() => {
    if (!forStaff || session.status !== 'unknown' || asking.current) return;
    asking.current = true;
    setFailed(false);
    progress?.start();
    void loadStaffSession(api, bus).then((outcome) => {
      asking.current = false;
      if (outcome === 'failed') setFailed(true);
      // The console's parcel reports its own loading from here; a 404 or a failure ends the bar here.
      if (outcome !== 'signed_in') progress?.finish();
    });
  }, [forStaff, session.status, api, bus, progress]);

  // Logged out (here, in the header or on another page of this tab): the login is the way back in.
  useEffect(() => {
    if (!sessionEnded) return;
    signedInHere.current = false;
    void navigate(staffPathTo('staff-login'), { replace: true });
  }, [sessionEnded, navigate]);

  // A page for other roles (a moderator on the inbox) does not exist for this staff member, as its api calls do not.
  const notTheirs = forStaff && session.status === 'signed_in' && !staffRouteAllows(staffRoute, session.staff.role);
  const notFound = !staffRoute || errorStatus === 404 || notTheirs || (forStaff && session.status === 'none' && !sessionEnded);
  usePageTitle(notFound ? `${t('errors.notFound')} – ${settings.name}` : `${t('staff.title')} – ${settings.name}`);
  usePageDescription(siteText('description'));

  const onLoading = useCallback(() => progress?.start(), [progress]);
  const onSettled = useCallback((ok: boolean) => (ok ? progress?.finish() : progress?.fail()), [progress]);

  if (notFound || !staffRoute) {
    return (
      <DefaultLayout routeDef={null} route={route}>
        <SafeErrorPage status={404} />
      </DefaultLayout>
    );
  }
  const staff = session.status === 'signed_in' ? session.staff : null;
  // Deciding (or leaving): nothing of the console shows, nothing of mf-staff is fetched.
  if (forStaff && !staff && !failed) return null;

  return (
    <StaffLayout staff={staff}>
      <ErrorBoundary resetKey={route.pathname} fallback={errorPageFor}>
        {failed || errorStatus ? (
          <SafeErrorPage status={errorStatus ?? 500} />
        ) : (
          <ParcelSlot
            key={staffRoute.parcel}
            owner={staffRoute.owner}
            parcel={staffRoute.parcel}
            route={route}
            route$={shell.context.route$}
            onLoading={onLoading}
            onSettled={onSettled}
          />
        )}
      </ErrorBoundary>
    </StaffLayout>
  );
}
