import { useMemo } from 'react';
import { map } from 'rxjs';
import { LAYOUT_PIECES, type LayoutName, type LayoutPieceName } from '@dating/shared/routes/route-table';
import type { RouteInfo } from '@dating/shared/shell-context';
import { useServices } from '../app/shell-services';
import { useBusState } from '../app/use-bus-state';
import { ParcelSlot } from '../parcels/parcel-slot';
import { forPiece } from '../routes/route-info';

/** Banner-like pieces live in the alerts frame at the top (alerts/alert-frame.tsx); the rest (modals, popups) after the content. */
const FRAME_PIECES: ReadonlySet<LayoutPieceName> = new Set<LayoutPieceName>([
  'time-bonus-banner',
  'welcome-bonus-banner',
  'activation-reminder',
  'profile-photo-alert',
]);

type Audience = 'visitors' | 'members';

export function piecesFor(layout: LayoutName, placement: 'frame' | 'overlay', audience: Audience): LayoutPieceName[] {
  return (Object.keys(LAYOUT_PIECES) as LayoutPieceName[]).filter(
    (name) =>
      (LAYOUT_PIECES[name].layouts as readonly LayoutName[]).includes(layout) &&
      FRAME_PIECES.has(name) === (placement === 'frame') &&
      LAYOUT_PIECES[name].audience === audience,
  );
}

export function PieceSlot({ name, route }: { name: LayoutPieceName; route: RouteInfo }) {
  const { shell } = useServices();
  const route$ = useMemo(() => shell.route$.pipe(map((r) => forPiece(r, name))), [shell, name]);
  const pieceRoute = useMemo(() => forPiece(route, name), [route, name]);
  return <ParcelSlot owner={LAYOUT_PIECES[name].owner} parcel={name} route={pieceRoute} route$={route$} quiet />;
}

/** Who the pieces are for; null until the session is known (a piece for the wrong audience would be fetched for nothing). */
export function usePieceAudience(): Audience | null {
  const auth = useBusState('auth');
  if (auth.status === 'unknown') return null;
  return auth.status === 'logged_in' ? 'members' : 'visitors';
}

/**
 * Pages a visitor's signup modal never covers though its layout has one: the error page. The modal
 * itself keeps away from the pages it knows by their path (login, legal pages…); that a page
 * turned out to be an error only the shell knows.
 */
function shownOn(name: LayoutPieceName, errorPage: boolean): boolean {
  return !(errorPage && name === 'signup-modal');
}

/** Every overlay piece of LAYOUT_PIECES for this layout (modals, popups), each in its own contained slot. */
export function LayoutPieces({ layout, route, errorPage = false }: { layout: LayoutName; route: RouteInfo; errorPage?: boolean }) {
  const audience = usePieceAudience();
  if (!audience) return null;
  return (
    <>
      {piecesFor(layout, 'overlay', audience)
        .filter((name) => shownOn(name, errorPage))
        .map((name) => (
          <PieceSlot key={name} name={name} route={route} />
        ))}
    </>
  );
}
