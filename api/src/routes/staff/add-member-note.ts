import { addMemberNoteEndpoint } from '@dating/shared/contracts/staff-inbox';
import type { RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';
import { addMemberNote } from '../../staff/inbox/inbox-notes';

/** POST /api/staff/inbox/member-note.php `{ conversation, text }`: a note about the held conversation's member. */
export const addMemberNoteRoute: RouteModule = (app, { db }) => {
  route(app, addMemberNoteEndpoint, async (request, staff) => {
    const { conversation, text } = request.body;
    return { note: await addMemberNote(db, staff, conversation, text, new Date()) };
  });
};
