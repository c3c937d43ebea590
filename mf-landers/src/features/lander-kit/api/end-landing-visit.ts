import { endLandingVisitEndpoint } from '@dating/shared/contracts/landers';

export type Beacon = (url: string, body: Blob) => boolean;

/**
 * POST /api/landing-visit-end.php `{ visit, acted }` as a beacon: it is sent as the page is hidden or
 * closed, which only a beacon survives — and a beacon cannot carry the client header (the descriptor
 * says so). Whether the visitor acted decides if the visit was a bounce.
 */
export function endLandingVisit(visit: string, acted: boolean, beacon: Beacon): void {
  const body = JSON.stringify(endLandingVisitEndpoint.body.parse({ visit, acted }));
  beacon(endLandingVisitEndpoint.path, new Blob([body], { type: 'application/json' }));
}
