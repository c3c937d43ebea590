import { fileComplaintEndpoint } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { fileComplaint } from '../../complaints/complaints';
import { route } from '../../http/endpoint-route';

/**
 * POST /api/complaints.php `{ subject, message, reference?, email?, language? }` — stores the
 * complaint and acknowledges it by e-mail. Members are answered at their account's address; a
 * visitor must give one. At most COMPLAINTS_DAILY_LIMIT per address a day, besides the per-IP limit.
 */
export const fileComplaintRoute: RouteModule = (app, ctx) => {
  route(app, fileComplaintEndpoint, async (request, viewer) => {
    const { id, email } = await fileComplaint(ctx, {
      userId: viewer?.userId ?? null,
      complaint: request.body,
      host: request.headers.host,
      now: new Date(),
      log: request.log,
    });
    return { ok: true as const, id, email };
  });
};
