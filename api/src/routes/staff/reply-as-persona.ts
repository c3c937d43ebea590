import { replyAsPersonaEndpoint } from '@dating/shared/contracts/staff-inbox';
import type { RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';
import { replyAsPersona } from '../../staff/inbox/persona-reply';

/** POST /api/staff/inbox/reply.php `{ conversation, client_id, text | photo }`: the persona's answer, once per client id. */
export const replyAsPersonaRoute: RouteModule = (app, { db, sites, config, realtime, staffRealtime }) => {
  route(app, replyAsPersonaEndpoint, async (request, staff) => {
    const { settings } = await sites.forHost(request.headers.host);
    const reply = await replyAsPersona(db, {
      viewer: staff,
      request: request.body,
      settings,
      dataDir: config.dataDir,
      mailDelaySeconds: config.messageMailDelaySeconds,
      events: realtime,
      staff: staffRealtime,
    });
    return { message: reply.message, claim: { conversation: request.body.conversation, expires_at: reply.expiresAt.toISOString() } };
  });
};
