import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq, inArray, isNotNull, isNull, lt, ne } from 'drizzle-orm';
import sharp from 'sharp';
import type { ChatPhotoUploadResponse, PhotoModerationMode } from '@dating/shared/contracts/index';
import type { Viewer } from '../auth/sessions';
import type { Db, DbOrTx } from '../db/database';
import { chatMedia, conversationParticipants, messages } from '../db/schema';
import { findProfileTarget } from '../members/member-profile';
import { reencodePhoto } from '../photos/photo-processing';

/** The bubble's picture: the photo scaled to fit this box (its aspect kept). */
const CHAT_THUMB_SIZE = 480;
/** An upload never sent is removed after this long. */
const UNSENT_TTL_MS = 24 * 60 * 60_000;

/** Where chat photos live: `<DATA_DIR>/chat-photos`, never served statically. */
export function chatPhotoDir(dataDir: string): string {
  return path.join(dataDir, 'chat-photos');
}

function fileNames(file: string): { full: string; thumb: string } {
  return { full: `${file}.jpg`, thumb: `${file}-thumb.jpg` };
}

async function writeAtomically(target: string, data: Buffer): Promise<void> {
  // Write then rename: a crash mid-write never leaves a truncated JPEG behind a name.
  const temp = `${target}.${process.pid}.tmp`;
  await fs.writeFile(temp, data);
  await fs.rename(temp, target);
}

/** Removes the files of chat photos; names that would leave the folder are ignored, missing files are fine. */
export async function removeChatPhotoFiles(dir: string, files: readonly string[]): Promise<void> {
  const root = path.resolve(dir);
  await Promise.all(
    files
      .flatMap((file) => Object.values(fileNames(file)))
      .map(async (name) => {
        const target = path.resolve(root, name);
        if (path.dirname(target) !== root) return;
        await fs.rm(target, { force: true });
      }),
  );
}

/**
 * Stores a member's upload for a photo message: checked by its content and re-encoded without any
 * metadata (the profile photos' pipeline), plus the bubble's smaller version, under a random file
 * name; the row's token (128 random bits) is the id the member sends and the URL carries. Once sent it
 * enters the moderators' queue: under the site's pre-moderation it waits `pending` (the other member gets
 * it once approved), under post-moderation it is `active` at once and reviewed after.
 */
export async function storeChatPhoto(
  db: Db,
  dir: string,
  ownerProfileId: number,
  input: Buffer,
  moderation: PhotoModerationMode = 'post',
): Promise<ChatPhotoUploadResponse> {
  const photo = await reencodePhoto(input);
  const thumb = await sharp(photo.main)
    .resize(CHAT_THUMB_SIZE, CHAT_THUMB_SIZE, { fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
  await fs.mkdir(dir, { recursive: true });
  const file = `c${ownerProfileId}-${randomBytes(12).toString('base64url')}`;
  const names = fileNames(file);
  try {
    await Promise.all([writeAtomically(path.join(dir, names.full), photo.main), writeAtomically(path.join(dir, names.thumb), thumb)]);
    const token = randomBytes(16).toString('base64url');
    await db.insert(chatMedia).values({
      token,
      ownerProfileId,
      kind: 'photo',
      file,
      width: photo.width,
      height: photo.height,
      status: moderation === 'pre' ? 'pending' : 'active',
    });
    return { photo: token, width: photo.width, height: photo.height };
  } catch (error) {
    await removeChatPhotoFiles(dir, [file]);
    throw error;
  }
}

/**
 * The file of a chat photo if `viewer` may see it now, else null — checked on every request:
 * before it is sent only its uploader; once sent, a participant of its conversation who has not
 * removed the conversation, while the other participant is still there for them (not blocked
 * either way, not deleted, leaving or switched off: the rule that ends the conversation's sends). A
 * photo a moderator rejected is no one's any more; one waiting for review under pre-moderation is its
 * sender's only.
 */
export async function chatPhotoFileFor(db: Db, viewer: Viewer, token: string, size: 'thumb' | 'full'): Promise<string | null> {
  const [media] = await db
    .select({
      file: chatMedia.file,
      owner: chatMedia.ownerProfileId,
      messageId: chatMedia.messageId,
      status: chatMedia.status,
      conversationId: messages.conversationId,
    })
    .from(chatMedia)
    .leftJoin(messages, eq(messages.id, chatMedia.messageId))
    .where(and(eq(chatMedia.token, token), eq(chatMedia.kind, 'photo'), isNotNull(chatMedia.file)));
  if (!media?.file || media.status === 'rejected') return null;
  const names = fileNames(media.file);
  const name = size === 'thumb' ? names.thumb : names.full;
  if (media.messageId === null || media.status === 'pending') return media.owner === viewer.profileId ? name : null;
  if (media.conversationId === null) return null;

  const sides = await db
    .select({ profileId: conversationParticipants.profileId, deletedAt: conversationParticipants.deletedAt })
    .from(conversationParticipants)
    .where(eq(conversationParticipants.conversationId, media.conversationId));
  const mine = sides.find((side) => side.profileId === viewer.profileId);
  const other = sides.find((side) => side.profileId !== viewer.profileId);
  if (!mine || mine.deletedAt !== null || !other) return null;
  return (await findProfileTarget(db, viewer.profileId, other.profileId)) ? name : null;
}

/**
 * The file of a photo sent in a conversation (the staff console's view of an inbox conversation checks the
 * lease first): delivered and not rejected — one held back for review is not the operators' to see yet.
 */
export async function chatPhotoFileInConversation(
  db: DbOrTx,
  conversationId: number,
  token: string,
  size: 'thumb' | 'full',
): Promise<string | null> {
  const [media] = await db
    .select({ file: chatMedia.file })
    .from(chatMedia)
    .innerJoin(messages, eq(messages.id, chatMedia.messageId))
    .where(
      and(
        eq(chatMedia.token, token),
        eq(chatMedia.kind, 'photo'),
        isNotNull(chatMedia.file),
        eq(messages.conversationId, conversationId),
        eq(chatMedia.status, 'active'),
        eq(messages.heldForReview, false),
      ),
    );
  if (!media?.file) return null;
  const names = fileNames(media.file);
  return size === 'thumb' ? names.thumb : names.full;
}

/** The file of a sent chat photo still waiting for review (the moderators' queue shows it without its conversation). */
export async function chatPhotoFileForReview(db: DbOrTx, id: number, size: 'thumb' | 'full'): Promise<string | null> {
  const [media] = await db
    .select({ file: chatMedia.file })
    .from(chatMedia)
    .where(
      and(
        eq(chatMedia.id, id),
        eq(chatMedia.kind, 'photo'),
        isNotNull(chatMedia.messageId),
        isNull(chatMedia.reviewedAt),
        ne(chatMedia.status, 'rejected'),
      ),
    );
  if (!media?.file) return null;
  const names = fileNames(media.file);
  return size === 'thumb' ? names.thumb : names.full;
}

/** The chat photo files of profiles (the account erase removes them with the rows). */
export async function chatPhotoFilesOf(db: DbOrTx, profileIds: readonly number[]): Promise<string[]> {
  if (profileIds.length === 0) return [];
  const rows = await db
    .select({ file: chatMedia.file })
    .from(chatMedia)
    .where(and(inArray(chatMedia.ownerProfileId, [...profileIds]), isNotNull(chatMedia.file)));
  return rows.flatMap((row) => (row.file ? [row.file] : []));
}

/**
 * Removes uploads never sent within a day (a job handler: idempotent). Rows go first, in one
 * statement that only takes rows still unsent — a send racing with it either locked the row first
 * (then it is sent and stays) or finds it gone (404) — then their files. Returns how many went.
 */
export async function pruneUnsentChatPhotos(db: Db, dir: string, now: Date): Promise<number> {
  const gone = await db
    .delete(chatMedia)
    .where(and(isNull(chatMedia.messageId), lt(chatMedia.createdAt, new Date(now.getTime() - UNSENT_TTL_MS))))
    .returning({ file: chatMedia.file });
  await removeChatPhotoFiles(
    dir,
    gone.flatMap((row) => (row.file ? [row.file] : [])),
  );
  return gone.length;
}
