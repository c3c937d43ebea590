import type { RemoteName } from '../contracts/remotes';
import { LAYOUT_PIECES, ROUTES, type LayoutPieceName } from '../routes/route-table';
import { STAFF_ROUTES } from '../routes/staff-route-table';

/** Parcels a remote must expose for the routes it owns (route table order, then the console's; no duplicates). */
function routeParcelsOf(remote: RemoteName): string[] {
  return [...new Set([...ROUTES, ...STAFF_ROUTES].filter((route) => route.owner === remote).map((route) => route.parcel))];
}

/** Layout pieces a remote must expose as parcels. */
export function layoutPiecesOf(remote: RemoteName): LayoutPieceName[] {
  return (Object.keys(LAYOUT_PIECES) as LayoutPieceName[]).filter((piece) => LAYOUT_PIECES[piece].owner === remote);
}

/** Every parcel name the shell may ask `remote/parcels` for. */
export function parcelNamesOf(remote: RemoteName): string[] {
  return [...routeParcelsOf(remote), ...layoutPiecesOf(remote)];
}
