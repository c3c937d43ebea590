import { listStaffAuditLogEndpoint } from '@dating/shared/contracts/staff-admin';
import type { RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';
import { listAuditActions, listAuditLog } from '../../staff/audit-log-query';

/** GET /api/staff/audit-log.php?staff=&action=&member=&profile=&from=&to=&before= (admins) → a page of the audit log. */
export const listStaffAuditLogRoute: RouteModule = (app, ctx) => {
  route(app, listStaffAuditLogEndpoint, async (request) => {
    const [page, actions] = await Promise.all([listAuditLog(ctx.db, request.query), listAuditActions(ctx.db)]);
    return { entries: page.entries, older_cursor: page.olderCursor, actions };
  });
};
