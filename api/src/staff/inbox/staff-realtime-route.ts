import { STAFF_REALTIME_PATH } from '@dating/shared/contracts/staff-inbox';
import { REALTIME_CLOSE } from '@dating/shared/contracts/index';
import type { App, AppContext } from '../../app-context';
import { ApiError, noSuchEndpoint } from '../../http/errors';
import { CONNECT_RATE_LIMIT, originAllowed } from '../../realtime/realtime-route';
import { getStaffViewer } from '../staff-sessions';

/** Who may open the staff socket: the inbox's staff (the figures and the rest of the console need no news). */
const INBOX_ROLES = new Set(['operator', 'admin']);

/**
 * GET /api/staff/realtime: the staff console's WebSocket (staff-hub.ts). Without a staff session of an
 * inbox role it answers 404 like every staff call (the console does not advertise itself); a foreign
 * origin is 403 csrf_failed as for the members' socket — the upgrade is a GET that carries cookies, so
 * the Origin check is the channel's CSRF defence.
 */
export function registerStaffRealtimeRoute(app: App, ctx: AppContext): void {
  app.get(
    STAFF_REALTIME_PATH,
    {
      websocket: true,
      config: { rateLimit: CONNECT_RATE_LIMIT },
      preValidation: async (request) => {
        const staff = await getStaffViewer(ctx.db, request);
        if (!staff || !INBOX_ROLES.has(staff.role)) throw noSuchEndpoint(request);
        if (!(await originAllowed(ctx, request))) throw new ApiError(403, 'csrf_failed', 'Cross-site request refused.');
      },
    },
    async (socket, request) => {
      const staff = await getStaffViewer(ctx.db, request);
      if (!staff) {
        socket.close(REALTIME_CLOSE.sessionEnded, 'session ended');
        return;
      }
      ctx.staffRealtime.attach(socket, staff);
    },
  );
}
