import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { RouteInfo } from '@dating/shared/shell-context';
import { useRoute, useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { likeModalRequest } from './like-modal-query';

// The dialog, its profile call and the route table load only when a like is to be shown: this piece is on every member page.
const LikeModalDialog = lazy(() => import(/* webpackChunkName: "like-modal-dialog" */ './like-modal-dialog'));

/** The page's address without the named query parameters. */
function without(route: RouteInfo, names: readonly string[]): string {
  const query = new URLSearchParams(Object.entries(route.query).filter(([name]) => !names.includes(name)));
  const text = query.toString();
  return `${route.pathname}${text ? `?${text}` : ''}${route.hash}`;
}

/**
 * Like modal of the default layout: the page's `like={id}` (the like mail's link carries it) names a
 * profile that liked the member; it shows after `t` seconds (at once without `t`), and `t` then leaves
 * the URL without a new history entry, so a reload or Back does not wait again. Closing it drops
 * `like` too, so it does not come back. The photo or the button opens the profile.
 */
export function LikeModal() {
  const { navigate } = useShellContext();
  const route = useRoute();
  const request = likeModalRequest(route.query);
  const [due, setDue] = useState<number | null>(null);
  const closed = useRef<number | null>(null);
  const routeRef = useRef(route);
  routeRef.current = route;

  const profileId = request?.profileId ?? null;
  const delayMs = request?.delayMs ?? null;
  useEffect(() => {
    if (profileId === null || delayMs === null || closed.current === profileId) return undefined;
    const timer = setTimeout(() => {
      setDue(profileId);
      if ('t' in routeRef.current.query) navigate(without(routeRef.current, ['t']), { replace: true });
    }, delayMs);
    return () => clearTimeout(timer);
  }, [profileId, delayMs, navigate]);

  if (due === null || due !== profileId) return null;
  const done = () => {
    closed.current = due;
    setDue(null);
  };
  const close = () => {
    done();
    navigate(without(routeRef.current, ['like', 't']), { replace: true });
  };
  return (
    <Suspense fallback={null}>
      <LikeModalDialog profileId={due} onClose={close} onView={done} />
    </Suspense>
  );
}
