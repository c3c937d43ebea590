import { and, eq, isNull } from 'drizzle-orm';
import type { MemberNote, PersonaFact } from '@dating/shared/contracts/staff-inbox';
import type { Db } from '../../db/database';
import { memberNotes, personaFacts, staffAccounts } from '../../db/schema';
import { notFound } from '../../http/errors';
import { recordStaffAction } from '../audit-log';
import type { StaffViewer } from '../staff-sessions';
import { holdClaim, inboxPair } from './inbox-claims';
import { toNote } from './inbox-conversation';

/*
 * What operators write down for each other (docs/operator-inbox.md): facts about a persona, so that every
 * operator answering it tells the same story, and notes about a member. Written from a conversation the
 * operator holds (the lease is checked and renewed), each with its audit row in the same transaction.
 */

async function authorEmail(db: Db, staffId: number): Promise<string> {
  const [row] = await db.select({ email: staffAccounts.email }).from(staffAccounts).where(eq(staffAccounts.id, staffId));
  return row?.email ?? '';
}

async function pairOf(db: Db, conversationId: number) {
  const pair = await inboxPair(db, conversationId);
  if (!pair) throw notFound('Conversation not found');
  return pair;
}

export async function addPersonaFact(db: Db, viewer: StaffViewer, conversationId: number, text: string, now: Date): Promise<PersonaFact> {
  const pair = await pairOf(db, conversationId);
  const row = await db.transaction(async (tx) => {
    await holdClaim(tx, viewer, conversationId, now);
    const [fact] = await tx
      .insert(personaFacts)
      .values({ profileId: pair.personaId, staffId: viewer.staffId, body: text, createdAt: now })
      .returning({ id: personaFacts.id, text: personaFacts.body, createdAt: personaFacts.createdAt });
    if (!fact) throw new Error('persona fact insert returned nothing');
    await recordStaffAction(tx, {
      actor: viewer,
      action: 'persona_fact_added',
      profileId: pair.personaId,
      detail: { fact: fact.id, text, conversation: conversationId },
      at: now,
    });
    return fact;
  });
  return toNote({ ...row, authorEmail: await authorEmail(db, viewer.staffId) });
}

/** Removes a fact of the held conversation's persona; its row stays (removed_at), and the log keeps its text. */
export async function removePersonaFact(db: Db, viewer: StaffViewer, conversationId: number, factId: number, now: Date): Promise<boolean> {
  const pair = await pairOf(db, conversationId);
  return db.transaction(async (tx) => {
    await holdClaim(tx, viewer, conversationId, now);
    const [removed] = await tx
      .update(personaFacts)
      .set({ removedAt: now })
      .where(and(eq(personaFacts.id, factId), eq(personaFacts.profileId, pair.personaId), isNull(personaFacts.removedAt)))
      .returning({ text: personaFacts.body });
    if (!removed) throw notFound('Fact not found');
    await recordStaffAction(tx, {
      actor: viewer,
      action: 'persona_fact_removed',
      profileId: pair.personaId,
      detail: { fact: factId, text: removed.text, conversation: conversationId },
      at: now,
    });
    return true;
  });
}

export async function addMemberNote(db: Db, viewer: StaffViewer, conversationId: number, text: string, now: Date): Promise<MemberNote> {
  const pair = await pairOf(db, conversationId);
  const row = await db.transaction(async (tx) => {
    await holdClaim(tx, viewer, conversationId, now);
    const [note] = await tx
      .insert(memberNotes)
      .values({ memberUserId: pair.memberUserId, staffId: viewer.staffId, body: text, createdAt: now })
      .returning({ id: memberNotes.id, text: memberNotes.body, createdAt: memberNotes.createdAt });
    if (!note) throw new Error('member note insert returned nothing');
    await recordStaffAction(tx, {
      actor: viewer,
      action: 'member_note_added',
      memberUserId: pair.memberUserId,
      profileId: pair.memberProfileId,
      detail: { note: note.id, text, conversation: conversationId },
      at: now,
    });
    return note;
  });
  return toNote({ ...row, authorEmail: await authorEmail(db, viewer.staffId) });
}
