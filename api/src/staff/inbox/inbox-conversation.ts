import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import ct from 'countries-and-timezones';
import type { Settings } from '@dating/shared/contracts/index';
import type { InboxConversation, InboxMessagesPage, MemberNote } from '@dating/shared/contracts/staff-inbox';
import { STAFF_CHAT_PHOTO_PATH } from '@dating/shared/contracts/staff-inbox';
import type { DbOrTx } from '../../db/database';
import { chatMedia, creditAccounts, memberNotes, messages, personaFacts, photos, profiles, staffAccounts, users } from '../../db/schema';
import { notFound } from '../../http/errors';
import { loadMessagesPage } from '../../conversations/conversation-view';
import type { StaffViewer } from '../staff-sessions';
import { claimRequired, holdsClaim, inboxPair } from './inbox-claims';
import { inboxProfile, outOfCredits, photoUrl } from './inbox-queue';

/** Where the staff console fetches a member's chat photo: checked against the operator's lease (routes/staff/staff-chat-photo.ts). */
function staffPhotoUrl(conversationId: number, token: string, size: 'thumb' | 'full'): string {
  return `${STAFF_CHAT_PHOTO_PATH}?${new URLSearchParams({ conversation: String(conversationId), id: token, size }).toString()}`;
}

/**
 * A page of the conversation from the persona's side, oldest first. Operators see the whole history (the
 * site's chat history limit is what members are shown); a member's photo goes through the staff photo
 * route, which checks the lease, never through the members' one.
 */
export async function loadInboxMessages(
  db: DbOrTx,
  conversationId: number,
  personaId: number,
  before?: number,
): Promise<InboxMessagesPage> {
  const page = await loadMessagesPage(db, conversationId, personaId, null, before);
  const photoIds = page.messages.filter((message) => message.photo && !message.photo.animated).map((message) => message.id);
  const photoRows =
    photoIds.length === 0
      ? []
      : await db
          .select({ id: messages.id, token: chatMedia.token })
          .from(messages)
          .innerJoin(chatMedia, eq(chatMedia.id, messages.mediaId))
          .where(and(eq(messages.conversationId, conversationId), inArray(messages.id, photoIds)));
  const tokens = new Map(photoRows.map((row) => [row.id, row.token]));
  return {
    messages: page.messages.map((message) => {
      const token = tokens.get(message.id);
      if (!message.photo || token === undefined) return message;
      return {
        ...message,
        photo: {
          ...message.photo,
          url: staffPhotoUrl(conversationId, token, 'full'),
          thumb_url: staffPhotoUrl(conversationId, token, 'thumb'),
        },
      };
    }),
    older_cursor: page.older_cursor,
  };
}

/** The pair of the conversation when the staff member holds its lease now; not_found or claim_required otherwise. */
export async function heldPair(db: DbOrTx, viewer: StaffViewer, conversationId: number, now: Date) {
  const pair = await inboxPair(db, conversationId);
  if (!pair) throw notFound('Conversation not found');
  const expiresAt = await holdsClaim(db, viewer, conversationId, now);
  if (!expiresAt) throw claimRequired();
  return { ...pair, expiresAt };
}

const PROFILE_COLUMNS = {
  id: profiles.id,
  name: profiles.name,
  dateOfBirth: profiles.dateOfBirth,
  gender: profiles.gender,
  country: profiles.country,
  city: profiles.city,
  aboutMe: profiles.aboutMe,
  sexuality: profiles.sexuality,
  hairColor: profiles.hairColor,
  eyeColor: profiles.eyeColor,
  bodyType: profiles.bodyType,
  relationshipStatus: profiles.relationshipStatus,
  tattoos: profiles.tattoos,
};

/** Notes and facts with their authors, newest first. */
const NOTE_COLUMNS = (table: typeof personaFacts | typeof memberNotes) => ({
  id: table.id,
  text: table.body,
  authorEmail: staffAccounts.email,
  createdAt: table.createdAt,
});

type NoteRow = { id: number; text: string; authorEmail: string; createdAt: Date };
export const toNote = (row: NoteRow): MemberNote => ({
  id: row.id,
  text: row.text,
  author_email: row.authorEmail,
  created_at: row.createdAt.toISOString(),
});

/** A time zone of the member's country (the first listed, its main one), for their local time. */
function timeZoneOf(country: string): string | null {
  return ct.getCountry(country.toUpperCase())?.timezones[0] ?? null;
}

/**
 * GET /api/staff/inbox/conversation.php: the conversation the staff member holds, with the persona sheet
 * (the fictional profile, its gallery, the operators' facts) and the member sheet (what an operator may
 * know: never the e-mail address, payments or other conversations).
 */
export async function loadInboxConversation(
  db: DbOrTx,
  viewer: StaffViewer,
  conversationId: number,
  settings: Pick<Settings, 'message_credits' | 'free_messages'>,
  now = new Date(),
): Promise<InboxConversation> {
  const pair = await heldPair(db, viewer, conversationId, now);
  const [[persona], [member], gallery, mains, facts, notes, page] = await Promise.all([
    db.select(PROFILE_COLUMNS).from(profiles).where(eq(profiles.id, pair.personaId)),
    db
      .select({
        ...PROFILE_COLUMNS,
        userId: users.id,
        language: users.language,
        premium: users.paidUser,
        balance: creditAccounts.balance,
        freeMessagesUsed: creditAccounts.freeMessagesUsed,
      })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .leftJoin(creditAccounts, eq(creditAccounts.userId, users.id))
      .where(eq(profiles.id, pair.memberProfileId)),
    db
      .select({ id: photos.id, filename: photos.filename, thumbFilename: photos.thumbFilename })
      .from(photos)
      .where(and(eq(photos.profileId, pair.personaId), eq(photos.status, 'active')))
      .orderBy(desc(photos.isMain), asc(photos.position), asc(photos.id)),
    db
      .select({ profileId: photos.profileId, thumbFilename: photos.thumbFilename })
      .from(photos)
      .where(and(inArray(photos.profileId, [pair.personaId, pair.memberProfileId]), eq(photos.isMain, true), eq(photos.status, 'active'))),
    db
      .select(NOTE_COLUMNS(personaFacts))
      .from(personaFacts)
      .innerJoin(staffAccounts, eq(staffAccounts.id, personaFacts.staffId))
      .where(and(eq(personaFacts.profileId, pair.personaId), isNull(personaFacts.removedAt)))
      .orderBy(desc(personaFacts.id)),
    db
      .select(NOTE_COLUMNS(memberNotes))
      .from(memberNotes)
      .innerJoin(staffAccounts, eq(staffAccounts.id, memberNotes.staffId))
      .where(eq(memberNotes.memberUserId, pair.memberUserId))
      .orderBy(desc(memberNotes.id)),
    loadInboxMessages(db, conversationId, pair.personaId),
  ]);
  if (!persona || !member) throw notFound('Conversation not found');
  const mainOf = (profileId: number) => mains.find((row) => row.profileId === profileId)?.thumbFilename ?? null;
  const details = (row: typeof persona) => ({
    sexuality: row.sexuality,
    hair_color: row.hairColor,
    eye_color: row.eyeColor,
    body_type: row.bodyType,
    relationship_status: row.relationshipStatus,
    tattoos: row.tattoos,
  });
  return {
    ...page,
    conversation: conversationId,
    persona: {
      ...inboxProfile({ ...persona, thumbFilename: mainOf(persona.id) }, now),
      about_me: persona.aboutMe,
      details: details(persona),
      photos: gallery.map((photo) => ({
        id: photo.id,
        url: photoUrl(photo.filename) ?? '',
        thumb_url: photoUrl(photo.thumbFilename) ?? '',
      })),
      facts: facts.map(toNote),
    },
    member: {
      ...inboxProfile({ ...member, thumbFilename: mainOf(member.id) }, now),
      language: member.language,
      premium: member.premium,
      out_of_credits: outOfCredits(
        { premium: member.premium, balance: member.balance ?? 0, freeMessagesUsed: member.freeMessagesUsed ?? 0 },
        settings,
      ),
      about_me: member.aboutMe,
      time_zone: timeZoneOf(member.country),
      notes: notes.map(toNote),
    },
    claim: { conversation: conversationId, expires_at: pair.expiresAt.toISOString() },
  };
}
