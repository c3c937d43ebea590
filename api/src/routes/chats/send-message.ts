import { sendMessageEndpoint } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { sendMessage } from '../../conversations/send-message';
import { route } from '../../http/endpoint-route';

/**
 * POST /api/message.php `{ profile, client_id, kind?, text | photo | gift | gif }` (auth): sends a message, exactly once
 * per client_id (conversations/send-message.ts). Rate-limited per member by a token bucket (the
 * descriptor's rate: 5 a second, bursts of 10).
 */
export const sendMessageRoute: RouteModule = (app, { db, sites, realtime, staffRealtime, gifs, config }) => {
  route(app, sendMessageEndpoint, async (request, viewer) => {
    const { settings } = await sites.forHost(request.headers.host);
    return sendMessage(db, {
      userId: viewer.userId,
      settings,
      request: request.body,
      events: realtime,
      staff: staffRealtime,
      gifs,
      mailDelaySeconds: config.messageMailDelaySeconds,
    });
  });
};
