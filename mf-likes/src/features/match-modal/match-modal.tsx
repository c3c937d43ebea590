import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import type { User } from '@dating/shared/contracts/user';
import { useObservable, useRoute, useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { inMembersArea } from '@dating/shared/routes/members-area';
import type { Shown } from './shown';
import { useAutoLike } from './use-auto-like';

// The dialog, its profile call and the route table load when there is a match to show: this piece is
// on every member page.
const MatchModalDialog = lazy(() => import(/* webpackChunkName: "match-modal-dialog" */ './match-modal-dialog'));

/**
 * Match modal of the default layout. It opens on the bus's `match` (the realtime channel's, or a like
 * of this tab that made one: both arrive for the liker, so a profile's match shows once per page load)
 * and for the day's auto-like.
 */
export function MatchModal() {
  const { bus, user$ } = useShellContext();
  const { pathname } = useRoute();
  const member = useObservable<User | null>(user$, null);
  const [shown, setShown] = useState<Shown | null>(null);
  const seen = useRef(new Set<number>());

  const show = useCallback((next: Shown) => {
    if (seen.current.has(next.profileId)) return;
    seen.current.add(next.profileId);
    setShown(next);
  }, []);

  useEffect(() => {
    const subscription = bus.on$('match').subscribe(({ profileId }) => show({ kind: 'match', profileId, summary: null }));
    return () => subscription.unsubscribe();
  }, [bus, show]);

  useAutoLike(member?.id ?? null, inMembersArea(pathname), (profile) => show({ kind: 'like', profileId: profile.id, summary: profile }));

  const close = useCallback(() => setShown(null), []);
  if (!shown || !member) return null;
  return (
    <Suspense fallback={null}>
      <MatchModalDialog key={shown.profileId} shown={shown} member={member} onClose={close} />
    </Suspense>
  );
}
