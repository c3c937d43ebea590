import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import type { RouteInfo } from '@dating/shared/shell-context';
import { useRoute, useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { likeModalRequest } from './like-modal-query';

// The dialog, its calls and the route table load only when the page names a like: this piece is on every member page.
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
 * the URL without a new history entry, so a reload or Back does not wait again. The server is asked
 * at once whether that profile really likes the member (the URL is anyone's to write): the modal
 * waits for its yes, and a no drops `like` and `t` as closing does, with nothing shown. Closing it
 * drops `like` too, so it does not come back. The photo or the button opens the profile.
 */
export function LikeModal() {
  const { navigate } = useShellContext();
  const route = useRoute();
  const request = likeModalRequest(route.query);
  const [due, setDue] = useState<number | null>(null);
  // The like closed, opened or refused: it does not come back while the URL still names it.
  const [closed, setClosed] = useState<number | null>(null);
  const routeRef = useRef(route);
  routeRef.current = route;

  const profileId = request?.profileId ?? null;
  const delayMs = request?.delayMs ?? null;
  useEffect(() => {
    if (profileId === null || delayMs === null || closed === profileId) return undefined;
    const timer = setTimeout(() => {
      setDue(profileId);
      if ('t' in routeRef.current.query) navigate(without(routeRef.current, ['t']), { replace: true });
    }, delayMs);
    return () => clearTimeout(timer);
  }, [profileId, delayMs, closed, navigate]);

  const done = useCallback(() => {
    setClosed(profileId);
    setDue(null);
  }, [profileId]);
  const close = useCallback(() => {
    done();
    navigate(without(routeRef.current, ['like', 't']), { replace: true });
  }, [done, navigate]);

  if (profileId === null || closed === profileId) return null;
  return (
    <Suspense fallback={null}>
      <LikeModalDialog profileId={profileId} shown={due === profileId} onClose={close} onView={done} onRefused={close} />
    </Suspense>
  );
}
