import { getReportedConversationEndpoint } from '@dating/shared/contracts/staff-reports';
import type { RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';
import { readReportedConversation } from '../../staff/moderation/reported-conversation';

/** GET /api/staff/reported-conversation.php?report= (moderators, admins): the reported conversation, read only; each reading is audit-logged. */
export const getReportedConversationRoute: RouteModule = (app, { db }) => {
  route(app, getReportedConversationEndpoint, (request, staff) =>
    db.transaction((tx) => readReportedConversation(tx, staff, request.query.report)),
  );
};
