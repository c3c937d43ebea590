import type { ReactNode } from 'react';
import type { RouteDef } from '@dating/shared/routes/route-table';
import type { RouteInfo } from '@dating/shared/shell-context';

export interface LayoutProps {
  /** null on the 404 page. */
  routeDef: RouteDef | null;
  route: RouteInfo;
  /** The page shows the error page (no route, or its parcel asked for it): no signup modal over it. */
  errorPage?: boolean;
  /** The content slot (the route's parcel, or the error page). */
  children: ReactNode;
}
