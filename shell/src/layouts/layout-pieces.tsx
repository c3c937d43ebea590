import { useMemo } from 'react';
import { map } from 'rxjs';
import { LAYOUT_PIECES, type LayoutName, type LayoutPieceName } from '@dating/shared/routes/route-table';
import type { RouteInfo } from '@dating/shared/shell-context';
import { useServices } from '../app/shell-services';
import { ParcelSlot } from '../parcels/parcel-slot';
import { forPiece } from '../routes/route-info';

/** Banner-like pieces live in the alerts frame at the top; the rest (modals, popups) after the content. */
const FRAME_PIECES: ReadonlySet<LayoutPieceName> = new Set<LayoutPieceName>([
  'time-bonus-banner',
  'welcome-bonus-banner',
  'activation-reminder',
  'profile-photo-alert',
]);

export function piecesFor(layout: LayoutName, placement: 'frame' | 'overlay'): LayoutPieceName[] {
  return (Object.keys(LAYOUT_PIECES) as LayoutPieceName[]).filter(
    (name) => (LAYOUT_PIECES[name].layouts as readonly LayoutName[]).includes(layout) && FRAME_PIECES.has(name) === (placement === 'frame'),
  );
}

function PieceSlot({ name, route }: { name: LayoutPieceName; route: RouteInfo }) {
  const { shell } = useServices();
  const route$ = useMemo(() => shell.route$.pipe(map((r) => forPiece(r, name))), [shell, name]);
  const pieceRoute = useMemo(() => forPiece(route, name), [route, name]);
  return <ParcelSlot owner={LAYOUT_PIECES[name].owner} parcel={name} route={pieceRoute} route$={route$} />;
}

/** Every layout piece of LAYOUT_PIECES for this layout, each in its own contained slot. */
export function LayoutPieces({ layout, placement, route }: { layout: LayoutName; placement: 'frame' | 'overlay'; route: RouteInfo }) {
  return (
    <>
      {piecesFor(layout, placement).map((name) => (
        <PieceSlot key={name} name={name} route={route} />
      ))}
    </>
  );
}
