import { useMemo } from 'react';
import { map } from 'rxjs';
import { LAYOUT_PIECES, type LayoutName, type LayoutPieceName } from '@dating/shared/routes/route-table';
import type { RouteInfo } from '@dating/shared/shell-context';
import { useServices } from '../app/shell-services';
import { useBusState } from '../app/use-bus-state';
import { ParcelSlot } from '../parcels/parcel-slot';
import { forPiece } from '../routes/route-info';

/** Banner-like pieces live in the alerts frame at the top; the rest (modals, popups) after the content. */
const FRAME_PIECES: ReadonlySet<LayoutPieceName> = new Set<LayoutPieceName>([
  'time-bonus-banner',
  'welcome-bonus-banner',
  'activation-reminder',
  'profile-photo-alert',
]);

type Audience = 'visitors' | 'members';

function piecesFor(layout: LayoutName, placement: 'frame' | 'overlay', audience: Audience): LayoutPieceName[] {
  return (Object.keys(LAYOUT_PIECES) as LayoutPieceName[]).filter(
    (name) =>
      (LAYOUT_PIECES[name].layouts as readonly LayoutName[]).includes(layout) &&
      FRAME_PIECES.has(name) === (placement === 'frame') &&
      LAYOUT_PIECES[name].audience === audience,
  );
}

function PieceSlot({ name, route }: { name: LayoutPieceName; route: RouteInfo }) {
  const { shell } = useServices();
  const route$ = useMemo(() => shell.route$.pipe(map((r) => forPiece(r, name))), [shell, name]);
  const pieceRoute = useMemo(() => forPiece(route, name), [route, name]);
  return <ParcelSlot owner={LAYOUT_PIECES[name].owner} parcel={name} route={pieceRoute} route$={route$} quiet />;
}

/** Every layout piece of LAYOUT_PIECES for this layout, each in its own contained slot. */
export function LayoutPieces({ layout, placement, route }: { layout: LayoutName; placement: 'frame' | 'overlay'; route: RouteInfo }) {
  const auth = useBusState('auth');
  // Until the session is known nothing is mounted: a piece for the wrong audience would be fetched for nothing.
  if (auth.status === 'unknown') return null;
  const audience: Audience = auth.status === 'logged_in' ? 'members' : 'visitors';
  return (
    <>
      {piecesFor(layout, placement, audience).map((name) => (
        <PieceSlot key={name} name={name} route={route} />
      ))}
    </>
  );
}
